import { LinkChecker, LinkState, type LinkResult } from 'linkinator';

/**
 * Same-site addresses that already answered in this worker. The server's files do not change
 * during a run, and the pages share most of what they use (scripts, styles, logos, the navigation).
 */
const answered = new Set<string>();

/**
 * The same-site addresses a page uses, as linkinator (an outside link checker) reads the page as
 * served and requests every address in it: links, images and every srcset candidate, scripts,
 * styles, icons, and URLs in the JSON-LD. An address that answered on an earlier page of this
 * worker is listed (state SKIPPED) but not requested again; the page itself always is. Other
 * hosts (the ticket seller, the public origin named in canonical links) are not reachable from a
 * test machine and are not this site's to break, so they are neither requested nor returned.
 */
export async function sameSiteLinks(pageUrl: string): Promise<LinkResult[]> {
  const origin = new URL(pageUrl).origin;
  const result = await new LinkChecker().check({
    path: pageUrl,
    recurse: false,
    concurrency: 8,
    linksToSkip: async (link) =>
      !link.startsWith(origin) || (link !== pageUrl && answered.has(link)),
  });
  const sameSite = result.links.filter((link) => link.url.startsWith(origin));
  for (const link of sameSite) if (link.state === LinkState.OK) answered.add(link.url);
  return sameSite;
}
