// Cloudflare Pages: the _headers file, written from the rules of deploy/headers.ts in the order
// and with the detach lines Cloudflare's matching needs; scripts/package.ts writes it to disk.
import { RULES, ruleHeaders } from '../headers';
import { GENERATED, rulePatterns, type TargetOptions } from './shared';

/** Cloudflare's documented limits for a _headers file. */
const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 };

/**
 * A _headers file with the same outcome as "first matching rule decides": rules are written from
 * the catch-all to the most specific, since every matching block applies in file order and a
 * header set twice is joined with a comma. A block therefore detaches (`! Name`) each header a
 * wider block set to another value before setting its own, so the admin policy replaces the site
 * policy instead of being sent beside it. Headers a wider block already sets to the same value are
 * left to it, which keeps the file short.
 */
export function headersFile({ basePath, rules = RULES, settings = {} }: TargetOptions): string {
  const written = new Map<string, Set<string>>();
  const catchAllNames = new Set<string>();
  const blocks: string[] = [];
  [...rules].reverse().forEach((rule, index) => {
    const own = ruleHeaders(rule, settings);
    const lines: string[] = [];
    const names = new Set([...written.keys(), ...Object.keys(own)]);
    for (const name of names) {
      const value = own[name];
      const before = written.get(name);
      const same =
        before !== undefined &&
        catchAllNames.has(name) &&
        value !== undefined &&
        [...before].every((earlier) => earlier === value);
      if (same) continue;
      if (before !== undefined) lines.push(`! ${name}`);
      if (value !== undefined) lines.push(`${name}: ${value}`);
    }
    for (const [name, value] of Object.entries(own)) {
      written.set(name, (written.get(name) ?? new Set()).add(value));
      if (index === 0) catchAllNames.add(name);
    }
    // A block that changes nothing (images: the catch-all's headers already) is left out.
    if (lines.length === 0) return;
    for (const pattern of rulePatterns(rule, basePath)) {
      blocks.push([`# ${rule.name}`, pattern, ...lines.map((line) => `  ${line}`)].join('\n'));
    }
  });
  if (blocks.length > HEADERS_FILE_LIMITS.rules) {
    throw new Error(`_headers would have ${blocks.length} rules; hosts allow 100`);
  }
  const text = `# ${GENERATED}\n\n${blocks.join('\n\n')}\n`;
  const long = text.split('\n').find((line) => line.length > HEADERS_FILE_LIMITS.lineLength);
  if (long) throw new Error(`_headers line longer than 2,000 characters: ${long.slice(0, 60)}…`);
  return text;
}
