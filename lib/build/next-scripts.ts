/**
 * Next's scripts in an exported page, found and removed (docs/architecture.md#islands). Pages are
 * rendered by Next and run only their islands, so every script Next writes (its chunks, the
 * noModule polyfill, the inline RSC payload and bootstrap) and their preloads go. Any other script
 * (JSON-LD, the inline ticket-phase, day-switch and worker scripts, the islands' own) stays.
 * verifyNoNextScripts says in words what is left, so a Next upgrade that writes its scripts in
 * another form stops the build instead of shipping a half-rewritten page.
 */
import { attributeValue } from './exported-html';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/gi;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/gi;
// Style preloads serve only the error page React would show when Next's runtime fails.
const STYLE_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="style")[^>]*>/gi;
// What marks an inline script as Next's, wherever it appears in the text.
const NEXT_MARKER = /\b__next|["']TURBOPACK["']/;

/** Every script of Next's and its preloads removed from a page. */
export function stripNextScripts(html: string, basePath: string): string {
  const chunkPrefix = `${basePath}/_next/static/`;
  return html
    .replace(SCRIPT, (tag: string, attrs: string, text: string) => {
      const src = attributeValue(attrs, 'src');
      if (src !== null) return src.startsWith(chunkPrefix) ? '' : tag;
      return attributeValue(attrs, 'type') === null && NEXT_MARKER.test(text) ? '' : tag;
    })
    .replace(SCRIPT_PRELOAD, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLE_PRELOAD, '');
}

/** What of Next's scripts is left in a page, in words; empty when none. */
export function verifyNoNextScripts(html: string, basePath: string): string[] {
  const problems: string[] = [];
  const chunkPrefix = `${basePath}/_next/static/`;
  let inline = 0;
  let files = 0;
  for (const [, attrs = '', text = ''] of html.matchAll(SCRIPT)) {
    const src = attributeValue(attrs, 'src');
    if (src === null) {
      if (attributeValue(attrs, 'type') === null && NEXT_MARKER.test(text)) inline += 1;
    } else if (src.startsWith(chunkPrefix)) {
      files += 1;
    }
  }
  if (inline > 0)
    problems.push(`expected no inline script of Next's (__next…, TURBOPACK), found ${inline}`);
  if (files > 0) problems.push(`expected no <script src="${chunkPrefix}…">, found ${files}`);
  const preloads = [...html.matchAll(SCRIPT_PRELOAD), ...html.matchAll(MODULE_PRELOAD)].length;
  if (preloads > 0) problems.push(`expected no script preload, found ${preloads}`);
  return problems;
}

/** Every `<script>` of a page as [attributes, text]. */
export function scriptsOf(html: string): Array<{ attrs: string; text: string }> {
  return [...html.matchAll(SCRIPT)].map(([, attrs = '', text = '']) => ({ attrs, text }));
}

/**
 * Whether an exported file (relative to the export) is one of Next's navigation payloads: the
 * RSC stream its client router fetches (`index.txt`, `__next.*.txt`), which pages without the
 * router never ask for.
 */
export function isRouterPayload(relativeFile: string): boolean {
  const name = relativeFile.split(/[\\/]/).pop() ?? '';
  return name === 'index.txt' || (name.startsWith('__next.') && name.endsWith('.txt'));
}
