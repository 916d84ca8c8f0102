// Post-build step: gives every exported page a <meta http-equiv="Content-Security-Policy"> whose
// script-src lists the sha256 of each inline <script> in that page, so the site runs without
// 'unsafe-inline' for scripts. Next's static export writes inline scripts into every page (the
// RSC payload `self.__next_f.push(...)` and the bootstrap), and a static host has no server to
// hand out nonces. See deploy/csp-policy.ts for how this policy and the web server's header
// policy combine.
//
// Idempotent (an earlier meta policy is replaced, unchanged files are not rewritten) and cheap
// (regular expressions over the files, no DOM).
//
// Usage: tsx scripts/postbuild/csp-hashes.ts [--dir out] [--analytics | --no-analytics]
//   Analytics hosts are allowed when ANALYTICS_ID or content/site.json configures an id, as in the
//   build itself; the flags override that.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { mapBounded, PAGES_AT_ONCE } from '../../lib/build/bounded';
import { attributeValue, htmlFiles } from '../../lib/build/exported-html';
import {
  googleAnalyticsInitScript,
  metaPolicy,
  pageSearches,
  readSiteSettings,
  type PolicySettings,
} from '../../deploy/csp-policy';
import { errorMessage } from '../../lib/build/errors';
import { TRAILER_PLAYER_ATTRIBUTE } from '../../lib/concepts/shows/rules/youtube';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const META_POLICY = /<meta\s[^>]*http-equiv=["']?Content-Security-Policy["']?[^>]*>/gi;
// Types a browser executes; anything else (application/ld+json, application/json) is a data
// block, which CSP does not govern.
const SCRIPT_TYPES = new Set([
  'speculationrules',
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

/** The text of every inline script the browser would execute, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attrs = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = (attributeValue(attrs, 'type') ?? '').trim().toLowerCase();
    if (!SCRIPT_TYPES.has(type)) continue;
    scripts.push(text);
  }
  return scripts;
}

/**
 * The hash a browser compares: sha256 of the script element's text, base64. A script element's
 * text is raw (no entity decoding); only the parser's newline normalisation applies.
 */
export function hashScript(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
}

/**
 * Returns the page with its meta policy (re)written as the first thing in <head> after the charset
 * declaration, before any script or preload, since a meta policy governs only what follows it.
 * With analytics on, the policy also allows the snippet GoogleAnalytics inserts at run time.
 */
export function injectPolicy(
  html: string,
  { analytics = false, analyticsId = '', search = false }: PolicySettings = {},
): { html: string; hashes: string[] } {
  const withoutOld = html.replace(META_POLICY, '');
  const trailer = withoutOld.includes(` ${TRAILER_PLAYER_ATTRIBUTE}=`);
  const runtimeScripts = analytics && analyticsId ? [googleAnalyticsInitScript(analyticsId)] : [];
  const hashes = [...new Set([...inlineScripts(withoutOld), ...runtimeScripts].map(hashScript))];
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(hashes, {
    analytics,
    search,
    trailer,
  })}"/>`;
  const head = /<head\b[^>]*>(\s*<meta\s+charset=["']?[\w-]+["']?\s*\/?>)?/i.exec(withoutOld);
  if (!head) throw new Error('no <head> element to put the Content-Security-Policy in');
  const at = head.index + head[0].length;
  return {
    html: `${withoutOld.slice(0, at)}${meta}${withoutOld.slice(at)}`,
    hashes,
  };
}

/**
 * Rewrites every page under dir, PAGES_AT_ONCE pages at a time (never the whole site in memory);
 * returns counts for the build log.
 */
export async function addPolicies(
  dir: string,
  { analytics = false, analyticsId = '' }: PolicySettings = {},
): Promise<{ pages: number; changed: number; scripts: number; hashes: number }> {
  const files = await htmlFiles(dir);
  let scripts = 0;
  let changed = 0;
  const distinct = new Set<string>();
  await mapBounded(files, PAGES_AT_ONCE, async (file) => {
    const before = await readFile(file, 'utf8');
    let result;
    try {
      const search = pageSearches(path.relative(dir, file).split(path.sep).join('/'));
      result = injectPolicy(before, { analytics, analyticsId, search });
    } catch (error) {
      throw new Error(`${path.relative(dir, file)}: ${errorMessage(error)}`);
    }
    scripts += inlineScripts(result.html).length;
    for (const hash of result.hashes) distinct.add(hash);
    if (result.html !== before) {
      await writeFile(file, result.html);
      changed += 1;
    }
  });
  return { pages: files.length, changed, scripts, hashes: distinct.size };
}

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: process.env.NEXT_DIST_DIR || 'out' },
      analytics: { type: 'boolean' },
      'no-analytics': { type: 'boolean' },
    },
  });
  const settings = readSiteSettings();
  const analytics = values.analytics ? true : values['no-analytics'] ? false : settings.analytics;
  const dir = path.resolve(values.dir);
  const started = Date.now();
  const result = await addPolicies(dir, { analytics, analyticsId: settings.analyticsId });
  if (result.pages === 0) {
    console.error(`csp-hashes: no .html files under ${dir}; run the build first.`);
    process.exit(1);
  }
  console.log(
    `csp-hashes: ${result.pages} pages (${result.changed} rewritten), ${result.scripts} inline ` +
      `scripts, ${result.hashes} distinct hashes, analytics hosts ${analytics ? 'on' : 'off'}, ` +
      `${Date.now() - started} ms`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`csp-hashes: ${errorMessage(error)}`);
    process.exit(1);
  });
}
