/**
 * An exported page read with a real HTML parser (parse5, which follows the algorithm browsers
 * use), and every script in it sorted against an allowlist (docs/architecture.md#islands). A
 * script is one of Next's, of the exact shapes the pinned Next writes (taken out by
 * scripts/postbuild/islands.ts), or one the allowlist keeps (the islands' files, data blocks, the
 * site's own inline scripts by exact text), or foreign. A foreign script stops the build, named by
 * its page and its first characters: a Next inline script of a new shape, a script that got past
 * the sanitiser, an unknown `<script src>`. Pages are edited only at offsets the parser reports,
 * so everything the rewrite does not touch stays byte for byte.
 */
import { defaultTreeAdapter, parse, serializeOuter, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** An element of the page: its attributes, its raw text and where it stands in the file. */
export interface PageElement {
  /** Attributes by name (parse5 lower-cases them, as browsers do). */
  attrs: ReadonlyMap<string, string>;
  /** The text between the start and end tags, exactly as in the file. */
  text: string;
  /** The whole element's offsets in the file: [start, end). */
  start: number;
  end: number;
}

/** What the post-build steps need of a page, found by the parser. */
export interface ParsedPage {
  html: string;
  /** Every `<script>`, in document order (also inside `<template>` and SVG). */
  scripts: PageElement[];
  /** Every `<link>`. */
  links: PageElement[];
  /** Every `<meta>` in the head. */
  metas: PageElement[];
  /** Offsets: just after `<head …>`, at `</head>` and at `</body>`. */
  headOpenEnd: number;
  headClose: number;
  bodyClose: number;
  /**
   * For each marking attribute asked for (the islands' marker, the trailer player's), its values
   * in document order; read them with markedBy.
   */
  marked: ReadonlyMap<string, readonly string[]>;
}

/**
 * The values of a marking attribute on the page, in document order. Throws when the page was not
 * parsed for that attribute, so that a caller never reads "no marks" for "not looked".
 */
export function markedBy(page: ParsedPage, attribute: string): readonly string[] {
  const values = page.marked.get(attribute);
  if (!values) throw new Error(`the page was not parsed for the ${attribute} attribute`);
  return values;
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function attributesOf(element: Element): Map<string, string> {
  return new Map(element.attrs.map(({ name, value }) => [name, value]));
}

/**
 * The page, parsed; each of `markAttributes` has its values collected wherever it appears. One
 * parse serves every post-build check of a page: at archive size parsing is the steps' main cost.
 */
export function parsePage(html: string, markAttributes: readonly string[] = []): ParsedPage {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const marked = new Map<string, string[]>(markAttributes.map((name) => [name, []]));
  const page: Omit<ParsedPage, 'headOpenEnd' | 'headClose' | 'bodyClose'> = {
    html,
    scripts: [],
    links: [],
    metas: [],
    marked,
  };
  let head: Element | undefined;
  let body: Element | undefined;
  const visit = (node: Node, inHead: boolean): void => {
    if (!isElement(node)) {
      if ('childNodes' in node) for (const child of node.childNodes) visit(child, inHead);
      return;
    }
    if (node.tagName === 'head') head = node;
    if (node.tagName === 'body') body = node;
    const location = node.sourceCodeLocation;
    if (marked.size > 0) for (const { name, value } of node.attrs) marked.get(name)?.push(value);
    if (location && ['script', 'link', 'meta'].includes(node.tagName)) {
      const textStart = location.startTag?.endOffset ?? location.endOffset;
      const textEnd = location.endTag?.startOffset ?? location.endOffset;
      const element: PageElement = {
        attrs: attributesOf(node),
        text: html.slice(textStart, textEnd),
        start: location.startOffset,
        end: location.endOffset,
      };
      if (node.tagName === 'script') page.scripts.push(element);
      else if (node.tagName === 'link') page.links.push(element);
      else if (inHead) page.metas.push(element);
    }
    const children = 'content' in node ? node.content.childNodes : node.childNodes;
    for (const child of children) visit(child, inHead || node.tagName === 'head');
  };
  visit(document, false);
  const headOpenEnd = head?.sourceCodeLocation?.startTag?.endOffset;
  const headClose = head?.sourceCodeLocation?.endTag?.startOffset;
  const bodyClose = body?.sourceCodeLocation?.endTag?.startOffset;
  if (headOpenEnd === undefined || headClose === undefined || bodyClose === undefined)
    throw new Error('expected a page with <head>…</head> and <body>…</body> written out');
  return { ...page, headOpenEnd, headClose, bodyClose };
}

/** A script of the page, in the words an error shows: its first 80 characters. */
export function describeScript(page: ParsedPage, script: PageElement): string {
  const source = page.html.slice(script.start, script.end).replace(/\s+/g, ' ');
  return source.length > 80 ? `${source.slice(0, 80)}…` : source;
}

/** An edit of the page at parser offsets: [start, end) replaced by text. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The page with the edits applied; the edits must not overlap. */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let result = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error('overlapping edits of one page');
    result += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + html.slice(at);
}

/** An element written by parse5's serialiser, so new tags are written as the parser reads them. */
export function elementHtml(
  tagName: string,
  attrs: ReadonlyArray<[string, string]>,
  text = '',
): string {
  const element = defaultTreeAdapter.createElement(
    tagName,
    'http://www.w3.org/1999/xhtml' as Element['namespaceURI'],
    attrs.map(([name, value]) => ({ name, value })),
  );
  if (text) defaultTreeAdapter.insertText(element, text);
  return serializeOuter(element);
}

// The inline scripts Next 16 writes, by their exact shapes (scripts/postbuild/__fixtures__):
// the RSC stream's start, its chunks, and Turbopack's list of chunks to run.
const NEXT_STREAM_START = '(self.__next_f=self.__next_f||[]).push([0])';
const NEXT_STREAM_CHUNK = ['self.__next_f.push(', ')'] as const;
const TURBOPACK_CHUNKS = [
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
  ');',
] as const;

/** The JSON between prefix and suffix, when the text is exactly that; undefined otherwise. */
function jsonBetween(text: string, [prefix, suffix]: readonly [string, string]): unknown {
  if (!text.startsWith(prefix) || !text.endsWith(suffix)) return undefined;
  try {
    return JSON.parse(text.slice(prefix.length, text.length - suffix.length)) as unknown;
  } catch {
    return undefined;
  }
}

function hasOnly(attrs: ReadonlyMap<string, string>, names: readonly string[]): boolean {
  return [...attrs.keys()].every((name) => names.includes(name));
}

/** Whether an inline script is one of Next's, of a shape the pinned Next writes. */
export function isNextInlineScript(script: PageElement): boolean {
  if (!hasOnly(script.attrs, ['id'])) return false;
  if (script.text === NEXT_STREAM_START) return true;
  const chunk = jsonBetween(script.text, NEXT_STREAM_CHUNK);
  if (
    Array.isArray(chunk) &&
    chunk.length === 2 &&
    Number.isInteger(chunk[0]) &&
    typeof chunk[1] === 'string'
  )
    return true;
  const chunks = jsonBetween(script.text, TURBOPACK_CHUNKS);
  return (
    typeof chunks === 'object' &&
    chunks !== null &&
    !Array.isArray(chunks) &&
    Object.entries(chunks).every(
      ([key, value]) =>
        ['otherChunks', 'runtimeModuleIds'].includes(key) &&
        Array.isArray(value) &&
        value.every((item) => typeof item === 'string' || typeof item === 'number'),
    )
  );
}

/** Whether a `<script src>` is one of Next's chunks (or its noModule polyfill). */
export function isNextScriptFile(script: PageElement, basePath: string): boolean {
  const src = script.attrs.get('src');
  return (
    src !== undefined &&
    src.startsWith(`${basePath}/_next/static/`) &&
    src.endsWith('.js') &&
    script.text === '' &&
    hasOnly(script.attrs, ['src', 'async', 'nomodule'])
  );
}

/**
 * Whether a `<link>` preloads something of Next's that only its runtime uses: its chunks
 * (preload as script, modulepreload) and the styles of the error page React would show when the
 * runtime fails. A script preload of anything else is foreign (scriptPreloadIsForeign).
 */
export function isNextPreload(link: PageElement, basePath: string): boolean {
  const rel = link.attrs.get('rel');
  const as = link.attrs.get('as');
  const href = link.attrs.get('href') ?? '';
  if (!href.startsWith(`${basePath}/_next/static/`)) return false;
  return rel === 'modulepreload' || (rel === 'preload' && (as === 'script' || as === 'style'));
}

/** Whether a `<link>` preloads a script that is not Next's: nothing of the site does. */
export function scriptPreloadIsForeign(link: PageElement, basePath: string): boolean {
  const rel = link.attrs.get('rel');
  const preloadsScript =
    rel === 'modulepreload' || (rel === 'preload' && link.attrs.get('as') === 'script');
  return preloadsScript && !isNextPreload(link, basePath);
}

/** What the site's pages may carry besides Next's scripts (scripts/postbuild/script-allowlist.ts). */
export interface ScriptAllowlist {
  /** Where the islands' own files are (`{basePath}/_islands/`): module scripts only. */
  filesFolder: string;
  /** Classic inline scripts the site writes, by exact text. */
  inline: readonly string[];
  /** The Speculation Rules, by exact text. */
  speculationRules: string;
  /** The ids of the site's JSON data blocks (`<script type="application/json" id>`). */
  dataIds: readonly string[];
}

export type ScriptKind =
  /** One of Next's: the islands step takes it out. */
  | 'next'
  /** One of the islands' own files. */
  | 'file'
  /** A data block (JSON-LD, settings): the browser never runs it, CSP does not govern it. */
  | 'data'
  /** An inline script the site writes (or the Speculation Rules): kept, and hashed for the CSP. */
  | 'inline'
  /** Anything else: stops the build. */
  | 'foreign';

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Where a script stands: one of Next's, one the allowlist keeps, or foreign. */
export function classifyScript(
  script: PageElement,
  allow: ScriptAllowlist,
  basePath: string,
): ScriptKind {
  const { attrs, text } = script;
  const type = attrs.get('type');
  const src = attrs.get('src');
  if (src !== undefined) {
    if (isNextScriptFile(script, basePath)) return 'next';
    return type === 'module' &&
      src.startsWith(allow.filesFolder) &&
      src.endsWith('.js') &&
      text === '' &&
      hasOnly(attrs, ['type', 'src'])
      ? 'file'
      : 'foreign';
  }
  if (type === undefined) {
    if (isNextInlineScript(script)) return 'next';
    return attrs.size === 0 && allow.inline.includes(text) ? 'inline' : 'foreign';
  }
  if (type === 'speculationrules')
    return attrs.size === 1 && text === allow.speculationRules ? 'inline' : 'foreign';
  if (type === 'application/ld+json')
    return attrs.size === 1 && parsesAsJson(text) ? 'data' : 'foreign';
  if (type === 'application/json') {
    const id = attrs.get('id');
    return attrs.size === 2 && id !== undefined && allow.dataIds.includes(id) && parsesAsJson(text)
      ? 'data'
      : 'foreign';
  }
  return 'foreign';
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
