// The one place that knows where the site is deployed, read by next.config.ts, the scripts (static
// server, benchmark, post-build steps) and the app alike: nothing else reads BASE_PATH, SITE_URL,
// ANALYTICS_ID or CONTENT_HISTORY. next.config.ts inlines the first three into the browser bundle
// through `env`, so they agree everywhere.

const DEFAULT_BASE_PATH = '/artistseries';
const DEFAULT_SITE_URL = 'https://www.example.edu';

/** '' means the host root; anything else is '/segment[/segment…]' without a trailing slash. */
export function normaliseBasePath(raw: string | undefined | null): string {
  if (raw === undefined || raw === null) return DEFAULT_BASE_PATH;
  const trimmed = String(raw)
    .trim()
    .replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}

export function normaliseSiteUrl(raw: string | undefined | null): string {
  const value = raw && String(raw).trim() !== '' ? String(raw).trim() : DEFAULT_SITE_URL;
  const url = new URL(value);
  return url.origin;
}

export const basePath = normaliseBasePath(process.env.BASE_PATH);
export const siteUrl = normaliseSiteUrl(process.env.SITE_URL);
/** Overrides the measurement id in content/site.json when set (e.g. per deployment). */
export const analyticsIdOverride = process.env.ANALYTICS_ID ?? '';

/**
 * The same override, read from `env` when called: for the content loader and the CSP step, which
 * run in the build (their tests set the variable). The browser has only the inlined constant.
 */
export function analyticsIdOverrideIn(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  return env.ANALYTICS_ID ?? '';
}

/**
 * Where the build takes calendar revisions from (docs/rules/calendars.md#calendar-revisions): the
 * repository history ('git', always, unless CONTENT_HISTORY=files), or only the revisions the
 * files write ('files'): the opt-out for copies of the content outside git, such as the
 * throw-away projects of scripts/e2e-build.ts and bench/scale.ts. Never set it for a deployment:
 * a change of date would then reach no subscribed calendar unless someone raised the number.
 */
export function contentHistoryIn(
  env: Readonly<Record<string, string | undefined>> = process.env,
): 'git' | 'files' {
  return env.CONTENT_HISTORY?.trim() === 'files' ? 'files' : 'git';
}
