// The exported pages the post-build steps (islands.ts, with csp-hashes.ts) rewrite, and one attribute
// read from a tag's text for the browser tests. The steps parse the pages themselves with parse5
// (./next-scripts.ts).
import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { routes } from '../site/routes';

/** The editor's folder in the export ("admin/"): a static page of its own, not a Next.js page. */
const EDITOR_FOLDER = routes.editor().slice(1);

/**
 * Every page of the site under dir, sorted so that build logs and rewrites are stable. The
 * editor's index.html is left out: it has none of Next's scripts to defer or hash, and the web
 * server gives it a policy of its own (deploy/headers.ts).
 */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const editor = path.join(dir, EDITOR_FOLDER);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .filter((entry) => !`${entry.parentPath}${path.sep}`.startsWith(editor))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** An attribute's value from a tag's attribute text; '' for a bare attribute, null when absent. */
export function attributeValue(attrs: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(
    attrs,
  );
  if (match) return match[1] ?? match[2] ?? match[3] ?? '';
  return new RegExp(`\\s${name}(?=[\\s/>]|$)`, 'i').test(attrs) ? '' : null;
}
