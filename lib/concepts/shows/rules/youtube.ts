/**
 * The YouTube video id of a trailer link (docs/rules/content.md#content-fields: the v parameter of a watch link, cut at
 * any ampersand). Short youtu.be links and /embed/ links carry the id in the path instead.
 */
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

// Ids are URL-safe base64; anything else is not something we can embed.
const VIDEO_ID = /^[A-Za-z0-9_-]+$/;

function cleanId(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  // Some hand-pasted links have a second '?' or an encoded '&'; the rule is to cut at '&'.
  // Stryker disable next-line OptionalChaining,StringLiteral: split always returns a first part
  const id = raw.split('&')[0]?.split('?')[0] ?? '';
  return VIDEO_ID.test(id) ? id : undefined;
}

export function youtubeVideoId(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();

  if (host === 'youtu.be' || host === 'www.youtu.be') {
    return cleanId(url.pathname.split('/')[1]);
  }
  if (!YOUTUBE_HOSTS.has(host)) return undefined;

  if (url.pathname === '/watch' || url.pathname === '/watch/') {
    return cleanId(url.searchParams.get('v'));
  }
  const [, kind, id] = url.pathname.split('/');
  if (kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v') {
    return cleanId(id);
  }
  return undefined;
}

/**
 * Marks the element of a page that holds a trailer player (components/trailer/VideoPlayer.tsx):
 * only such pages' Content-Security-Policy allows YouTube's player script
 * (scripts/postbuild/csp-hashes.ts reads the exported HTML for it).
 */
export const TRAILER_PLAYER_ATTRIBUTE = 'data-trailer-player';

/** The origin of the script YouTube's player loads (its iframe API), for the pages' policy. */
export const YOUTUBE_SCRIPT_ORIGIN = 'https://www.youtube.com';

/**
 * The language of the site's pages (the `lang` of their <html>): the captions a trailer asks for.
 * The site is written in one language; the layouts and the trailer's caption request agree on it.
 */
export const PAGE_LANGUAGE = 'en';

/**
 * The player parameters that ask YouTube to show captions at once, in the page's language
 * (docs/rules/shows.md#trailers): WCAG 1.2.2 wants captions a visitor need not hunt for.
 * The inline player takes them as its configuration, the watch link as its query.
 */
export function youtubeCaptionParams(language: string = PAGE_LANGUAGE): {
  cc_load_policy: 1;
  cc_lang_pref: string;
} {
  return { cc_load_policy: 1, cc_lang_pref: language };
}

function captionQuery(language: string): string {
  const { cc_load_policy, cc_lang_pref } = youtubeCaptionParams(language);
  return `cc_load_policy=${cc_load_policy}&cc_lang_pref=${encodeURIComponent(cc_lang_pref)}`;
}

/**
 * The trailer's own page on YouTube, asking for captions: where Play leads before (or without)
 * the inline player.
 */
export function youtubeWatchUrl(videoId: string, language: string = PAGE_LANGUAGE): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}&${captionQuery(language)}`;
}

/** The privacy-enhanced embed address the inline player loads, asking for captions. */
export function youtubeEmbedUrl(videoId: string, language: string = PAGE_LANGUAGE): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${captionQuery(language)}`;
}
