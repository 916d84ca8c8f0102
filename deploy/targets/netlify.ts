// Netlify: its own _headers file, written from the rules of deploy/headers.ts for Netlify's
// reading of the format (the last matching rule wins); scripts/package.ts writes it to disk.
import { RULES, ruleHeaders, ruleMatches, type HeaderRule, type HeaderSet } from '../headers';
import { GENERATED, rulePatterns, type TargetOptions } from './shared';

/** The extension of a file name ('poster.jpg' → 'jpg'), or undefined when it has none. */
function extensionOf(file: string): string | undefined {
  const name = file.split('/').at(-1) ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1) : undefined;
}

/**
 * Headers Netlify may leave out where a rule lifts them, because another header says the same
 * to current browsers: X-Frame-Options beside Content-Security-Policy frame-ancestors.
 */
export const NETLIFY_DROPPABLE: readonly string[] = ['X-Frame-Options'];

/**
 * A _headers file for Netlify, which reads the format otherwise than Cloudflare Pages does (its
 * parser is @netlify/headers-parser; `netlify dev` applies the result): a line without a colon,
 * such as Cloudflare's `! Name` detach, is dropped; a pattern matches whatever the case and with
 * or without its trailing slash, so the Cloudflare file's pattern for folder addresses matches
 * every file too; and where several matching rules set one header, the last one's value is sent. So the blocks run from the
 * widest to the narrowest, each with its rule's full header set: the last block that matches is
 * the first matching rule.
 *
 * No pattern can tell a folder's address (`/faq/`) from a file without an extension, so the widest
 * block gives every address what folder addresses need (the pages rule), and every other
 * extension gets a block: those the rules name, and those of the files of this export (`files`,
 * relative to the base path) that fall to the catch-all. A file type the export did not have when
 * the file was written falls to the widest block.
 */
export function netlifyHeadersFile({
  basePath,
  rules = RULES,
  settings = {},
  files,
}: TargetOptions & { files: string[] }): string {
  const root = `${basePath}/`;
  const ruleOf = (address: string) => rules.find((rule) => ruleMatches(rule, address, basePath));
  const folderRules = rules.filter((rule) => rule.match.kind === 'folder');
  const underFolder = (file: string) =>
    folderRules.some((rule) => ruleMatches(rule, root + file, basePath));
  // Outside every folder rule, the rule that decides a folder address such as /faq/.
  const widest = rules.find(
    (rule) => rule.match.kind !== 'folder' && ruleMatches(rule, root, basePath),
  );
  if (!widest) throw new Error('no rule decides the headers of a folder address');

  const named = rules.flatMap((rule) =>
    rule.match.kind === 'extensions' ? rule.match.extensions : [],
  );
  // Extension (lower case) → its rule; the widest rule's need no block of their own.
  const byExtension = new Map<string, HeaderRule>();
  const claim = (ext: string, address: string) => {
    const rule = ruleOf(address);
    if (!rule) return;
    const key = ext.toLowerCase();
    const claimed = byExtension.get(key);
    const same = (a: HeaderRule, b: HeaderRule) =>
      JSON.stringify(ruleHeaders(a, settings)) === JSON.stringify(ruleHeaders(b, settings));
    // Netlify matches without regard to case; nginx and the rules do not.
    if (claimed && !same(claimed, rule)) {
      throw new Error(`.${ext} files fall under two rules (${claimed.name}, ${rule.name})`);
    }
    if (!claimed) byExtension.set(key, rule);
  };
  for (const ext of named) claim(ext, `${root}file.${ext}`);
  for (const file of files.filter((name) => !underFolder(name))) {
    const ext = extensionOf(file);
    if (ext === undefined) {
      if (ruleOf(root + file) === widest) continue;
      throw new Error(
        `${file} has no extension: on Netlify it would get the headers of a folder address`,
      );
    }
    claim(ext, root + file);
  }

  const blocks: { name: string; pattern: string; headers: HeaderSet }[] = [
    { name: widest.name, pattern: `${root}*`, headers: ruleHeaders(widest, settings) },
  ];
  for (const rule of [...rules].reverse()) {
    if (rule === widest) continue;
    const extensions = [...byExtension].filter(([, owner]) => owner === rule).map(([ext]) => ext);
    for (const ext of extensions.sort()) {
      blocks.push({
        name: rule.name,
        pattern: `${root}*.${ext}`,
        headers: ruleHeaders(rule, settings),
      });
    }
  }
  for (const rule of [...folderRules].reverse()) {
    blocks.push({
      name: rule.name,
      pattern: rulePatterns(rule, basePath)[0] ?? '',
      headers: ruleHeaders(rule, settings),
    });
  }

  // With "the last value wins", a header an earlier block set and a later one leaves out would
  // leak into the later block's addresses; Netlify has no way to remove it. X-Frame-Options,
  // which the embeds leave out, is then left out everywhere: every page's frame-ancestors says
  // the same to every browser that reads CSP (deploy/README.md, "Framing").
  const dropped = NETLIFY_DROPPABLE.filter(
    (name) =>
      blocks.some((block) => name in block.headers) &&
      blocks.some((block) => !(name in block.headers)),
  );
  for (const block of blocks) {
    block.headers = Object.fromEntries(
      Object.entries(block.headers).filter(([name]) => !dropped.includes(name)),
    );
  }
  const seen = new Set<string>();
  for (const block of blocks) {
    const missing = [...seen].filter((name) => !(name in block.headers));
    if (missing.length > 0) {
      throw new Error(`rule ${block.name} would inherit ${missing.join(', ')} on Netlify`);
    }
    Object.keys(block.headers).forEach((name) => seen.add(name));
  }

  const text = blocks
    .map(({ name, pattern, headers }) =>
      [
        `# ${name}`,
        pattern,
        ...Object.entries(headers).map(([header, value]) => `  ${header}: ${value}`),
      ].join('\n'),
    )
    .join('\n\n');
  return `# ${GENERATED}\n# For Netlify; Cloudflare Pages reads the other _headers file.\n\n${text}\n`;
}
