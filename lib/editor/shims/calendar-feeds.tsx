// The subscribe links need the build's calendar feeds (lib/outputs/feeds.ts, Node only); the
// preview shows the page without them, as it does the Add to calendar links.
export function feedFor(key: string): { key: string } {
  return { key };
}

export function FeedLinks(): null {
  return null;
}
