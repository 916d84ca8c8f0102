// An education event's related shows and events are chosen from the whole season's content
// (lib/content, which reads the disk); the preview shows the event without them.
export function RelatedEvents(): null {
  return null;
}
