// Part of the islands step (scripts/postbuild/islands.ts), on the page it has just rewritten and
// read again, so that no page is parsed a third time: gives every exported page a
// <meta http-equiv="Content-Security-Policy"> whose
// script-src lists the sha256 of each inline script the allowlist keeps
// (scripts/postbuild/script-allowlist.ts: the site's own inline scripts by exact text and the
// Speculation Rules), so the site runs without 'unsafe-inline' for scripts; a static host has no
// server to hand out nonces. Pages are read with an HTML parser (lib/build/next-scripts.ts), and
// a script the allowlist does not know (one of Next's the islands step should have taken out, or
// one that got past the sanitiser) stops the build, naming the page and the script, instead of
// being hashed and allowed. See deploy/csp-policy.ts for how this policy and the web server's
// header policy combine.
//
// Idempotent: an earlier meta policy is replaced.
import { createHash } from 'node:crypto';
import {
  applyEdits,
  classifyScript,
  describeScript,
  elementHtml,
  markedBy,
  parsePage,
  type Edit,
  type ParsedPage,
  type ScriptAllowlist,
} from '../../lib/build/next-scripts';
import { metaPolicy, type PolicySettings } from '../../deploy/csp-policy';
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
 * The page, parsed with TRAILER_PLAYER_ATTRIBUTE marked, with its meta policy (re)written as the
 * first thing in <head> after the charset declaration, before any script or preload, since a meta
 * policy governs only what follows it.
 */
export function injectPolicyParsed(
  parsed: ParsedPage,
  { analytics = false, search = false }: PolicySettings = {},
  allowlist: PageAllowlist = SITE_ALLOWLIST,
): { html: string; hashes: string[]; scripts: number } {
  const trailer = markedBy(parsed, TRAILER_PLAYER_ATTRIBUTE).length > 0;
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
  return { html: applyEdits(parsed.html, edits), hashes, scripts: inline.length };
}

/** injectPolicyParsed on a page's HTML. */
export function injectPolicy(
  html: string,
  settings: PolicySettings = {},
  allowlist: PageAllowlist = SITE_ALLOWLIST,
): { html: string; hashes: string[]; scripts: number } {
  return injectPolicyParsed(parsePage(html, [TRAILER_PLAYER_ATTRIBUTE]), settings, allowlist);
}

/** Whether an element is the head's first child (only whitespace before it). */
function firstInHead(parsed: ParsedPage, element: { start: number }): boolean {
  return parsed.html.slice(parsed.headOpenEnd, element.start).trim() === '';
}
