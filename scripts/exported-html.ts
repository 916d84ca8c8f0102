// What the post-build steps (defer-hydration.ts, csp-hashes.ts) share to read exported pages
// with regular expressions: Next writes its own tags in one regular form, so no DOM is needed.
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every .html file under dir, sorted so that build logs and rewrites are stable. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
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
