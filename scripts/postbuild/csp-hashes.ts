// Post-build step: gives every exported page a <meta http-equiv="Content-Security-Policy"> whose
// script-src lists the sha256 of each inline script the allowlist keeps
// (scripts/postbuild/script-allowlist.ts: the site's own inline scripts by exact text and the
// Speculation Rules), so the site runs without 'unsafe-inline' for scripts; a static host has no
// server to hand out nonces. Pages are read with an HTML parser (lib/build/next-scripts.ts), and
// a script the allowlist does not know (one of Next's the islands step should have taken out, or
// one that got past the sanitiser) stops the build, naming the page and the script, instead of
// being hashed and allowed. See deploy/csp-policy.ts for how this policy and the web server's
// header policy combine.
//
// Idempotent (an earlier meta policy is replaced, unchanged files are not rewritten).
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
import { htmlFiles } from '../../lib/build/exported-html';
import {
  applyEdits,
  classifyScript,
  describeScript,
  elementHtml,
  parsePage,
  type Edit,
  type ParsedPage,
  type ScriptAllowlist,
} from '../../lib/build/next-scripts';
import {
  metaPolicy,
  pageSearches,
  readSiteSettings,
  type PolicySettings,
} from '../../deploy/csp-policy';
import { errorMessage } from '../../lib/build/errors';
import { TRAILER_PLAYER_ATTRIBUTE } from '../../lib/concepts/shows';
import { basePath as configuredBasePath } from '../../lib/site/deployment';
import { scriptAllowlist } from './script-allowlist';

/** Where the allowlist is read from and the base path the pages were built with. */
export interface PageAllowlist {
  allow: ScriptAllowlist;
  basePath: string;
}

const SITE_ALLOWLIST: PageAllowlist = {
  allow: scriptAllowlist(configuredBasePath),
  basePath: configuredBasePath,
};

/**
 * The text of every inline script the allowlist keeps that the browser executes, in document
 * order; a script the allowlist does not know throws, naming it.
 */
export function allowedInlineScripts(
  parsed: ParsedPage,
  { allow, basePath }: PageAllowlist = SITE_ALLOWLIST,
): string[] {
  const kept: string[] = [];
  const foreign: string[] = [];
  for (const script of parsed.scripts) {
    const kind = classifyScript(script, allow, basePath);
    if (kind === 'inline') kept.push(script.text);
    else if (kind === 'next' || kind === 'foreign') foreign.push(describeScript(parsed, script));
  }
  if (foreign.length > 0)
    throw new Error(
      `has ${foreign.length === 1 ? 'a script' : 'scripts'} the allowlist ` +
        `(scripts/postbuild/script-allowlist.ts) does not know, so no hash would be right: ` +
        foreign.join(' | '),
    );
  return kept;
}

/** The allowed inline scripts of a page, from its HTML. */
export function inlineScripts(html: string, allowlist: PageAllowlist = SITE_ALLOWLIST): string[] {
  return allowedInlineScripts(parsePage(html), allowlist);
}

/**
 * The hash a browser compares: sha256 of the script element's text, base64. A script element's
 * text is raw (no entity decoding); only the parser's newline normalisation applies.
 */
export function hashScript(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
}

function isPolicyMeta(meta: ParsedPage['metas'][number]): boolean {
  return meta.attrs.get('http-equiv')?.toLowerCase() === 'content-security-policy';
}

/**
 * Returns the page with its meta policy (re)written as the first thing in <head> after the charset
 * declaration, before any script or preload, since a meta policy governs only what follows it.
 */
export function injectPolicy(
  html: string,
  { analytics = false, search = false }: PolicySettings = {},
  allowlist: PageAllowlist = SITE_ALLOWLIST,
): { html: string; hashes: string[]; scripts: number } {
  const parsed = parsePage(html, TRAILER_PLAYER_ATTRIBUTE);
  const trailer = parsed.marked.length > 0;
  const inline = allowedInlineScripts(parsed, allowlist);
  const hashes = [...new Set(inline.map(hashScript))];
  const meta = elementHtml('meta', [
    ['http-equiv', 'Content-Security-Policy'],
    ['content', metaPolicy(hashes, { analytics, search, trailer })],
  ]);
  const edits: Edit[] = parsed.metas
    .filter(isPolicyMeta)
    .map(({ start, end }) => ({ start, end, text: '' }));
  // Right after the charset when it opens the head (the parser's offsets), else at the head's start.
  const first = parsed.metas[0];
  const at =
    first && first.attrs.has('charset') && !isPolicyMeta(first) && firstInHead(parsed, first)
      ? first.end
      : parsed.headOpenEnd;
  edits.push({ start: at, end: at, text: meta });
  return { html: applyEdits(html, edits), hashes, scripts: inline.length };
}

/** Whether an element is the head's first child (only whitespace before it). */
function firstInHead(parsed: ParsedPage, element: { start: number }): boolean {
  return parsed.html.slice(parsed.headOpenEnd, element.start).trim() === '';
}

/**
 * Rewrites every page under dir, PAGES_AT_ONCE pages at a time (never the whole site in memory);
 * returns counts for the build log.
 */
export async function addPolicies(
  dir: string,
  { analytics = false }: PolicySettings = {},
  allowlist: PageAllowlist = SITE_ALLOWLIST,
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
      result = injectPolicy(before, { analytics, search }, allowlist);
    } catch (error) {
      throw new Error(`${path.relative(dir, file)}: ${errorMessage(error)}`);
    }
    scripts += result.scripts;
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
  const result = await addPolicies(dir, { analytics });
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
