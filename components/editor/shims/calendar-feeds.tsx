// The subscribe links need the build's calendar feeds (lib/outputs/calendar/current-feeds.ts,
// which reads the content on disk); the preview shows the page without them, as it does the Add
// to calendar links. It stands in for the feeds and for the links that draw them.
export function feedFor(key: string): { key: string } {
  return { key };
}

export function FeedLinks(): null {
  return null;
}
