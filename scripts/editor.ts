// Puts the content editor into public/admin/ before each build, so the export serves it at
// {basePath}/admin/ with nothing fetched from elsewhere: Sveltia CMS's own script, copied from the
// pinned npm package with its fonts served from fonts/ beside it instead of a CDN; our additions
// (lib/editor/extensions.ts, bundled); and config.yml, generated from the zod schemas
// (lib/editor/config.ts). All are build output and not committed; public/admin/index.html is.
// The preview templates and their stylesheet need Next's class names, so they are written after
// `next build`, by scripts/postbuild/editor-previews.ts.
//
// Usage: tsx scripts/editor.ts [--out public/admin]
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { buildSync } from 'esbuild';
import { configYaml } from '../lib/editor/config-file';
import type { EditorBackend } from '../lib/editor/config';
import { EDITOR_BUNDLE } from '../lib/build/editor-previews-bundle';
import { errorMessage } from '../lib/build/errors';

/** The file name public/admin/index.html loads. */
export const EDITOR_SCRIPT = 'sveltia-cms.js';
export const EDITOR_CONFIG = 'config.yml';
/** Our additions to the editor, loaded by public/admin/index.html after the editor's script. */
const EDITOR_EXTENSIONS = 'editor-extensions.js';
/** The editor loads React's renderer for preview templates from here, beside its script. */
const REACT_DOM_CHUNK = 'chunks/react-dom.js';

/**
 * The fonts the editor's script asks the jsDelivr CDN for (its interface text, code and icons),
 * and the same files from the fontsource npm packages at the versions the CDN addresses name.
 * Without the icon font every icon shows as its name ("arrow_back"), so blocking the CDN is no
 * fallback: the fonts are served from the admin folder instead.
 */
export const EDITOR_FONTS = [
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
    file: '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    file: '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
  },
] as const;

/** Where a font is served from, relative to the admin page (its styles resolve against it). */
export function fontPath(file: string): string {
  return `fonts/${path.basename(file)}`;
}

/**
 * The editor's script with each CDN font address replaced by the local copy. A newer editor that
 * names other fonts or versions fails here, naming the address, rather than quietly reaching out.
 */
export function withLocalFonts(script: string): string {
  let out = script;
  for (const font of EDITOR_FONTS) {
    const count = out.split(font.cdn).length - 1;
    if (count !== 1) {
      throw new Error(
        `expected the editor's script to name ${font.cdn} once, found ${count}: update EDITOR_FONTS`,
      );
    }
    out = out.replace(font.cdn, fontPath(font.file));
  }
  const left = out.match(/https:\/\/cdn\.jsdelivr\.net\/[^)`'"\s]*/);
  if (left) throw new Error(`the editor's script still loads ${left[0]}: add it to EDITOR_FONTS`);
  return out;
}

/** Where the editor's script finds Immutable.js, which preview templates need (entry data). */
export const IMMUTABLE_CHUNK = 'chunks/immutable.es.js';

/**
 * The editor's script with its import of Immutable.js from unpkg (made when the first preview
 * template renders; the admin policy blocks unpkg) pointed at the copy of the package's own
 * dependency beside it. A dynamic import in a classic script resolves against the script's
 * address, so the relative path finds admin/chunks/. A newer editor that loads it another way
 * fails here rather than leaving the preview blank.
 */
export function withLocalImmutable(script: string): string {
  const load = /\b[\w$]+\(`immutable`,`dist\/immutable\.es\.js`\)/g;
  const count = script.match(load)?.length ?? 0;
  if (count !== 1) {
    throw new Error(
      `expected the editor's script to load Immutable.js from unpkg once, found ${count}: update withLocalImmutable`,
    );
  }
  return script.replace(load, `import(\`./${IMMUTABLE_CHUNK}\`)`);
}

/**
 * The two checks the editor makes of other hosts on load and every few minutes: its version
 * (unpkg.com's copy of its package.json, to offer an update) and GitHub's status page. The editor
 * has no setting to turn them off, so each address is replaced by a `data:` answer that says
 * "nothing to report" (no version, status "none"): the browser reads it without a request, and
 * the admin policy's `connect-src data:` allows it. The version is pinned in package.json and
 * updated by Dependabot, so the check has nothing to tell staff. A newer editor that makes these
 * checks another way fails here, naming the check, rather than reaching out.
 */
export const OUTSIDE_CHECKS = [
  {
    name: 'version check',
    pattern: /`\$\{[\w$]+\}\/package\.json`/g,
    answer: '`data:application/json,{}`',
  },
  {
    name: 'GitHub status check',
    pattern: /`https:\/\/www\.githubstatus\.com\/api\/v2\/status\.json`/g,
    answer: '`data:application/json,{"status":{"indicator":"none"}}`',
  },
] as const;

export function withoutOutsideChecks(script: string): string {
  let out = script;
  for (const check of OUTSIDE_CHECKS) {
    const count = out.match(check.pattern)?.length ?? 0;
    if (count !== 1) {
      throw new Error(
        `expected the editor's script to make its ${check.name} once, found ${count}: update OUTSIDE_CHECKS`,
      );
    }
    out = out.replace(check.pattern, check.answer);
  }
  return out;
}

/**
 * The GitHub repository the editor commits to: EDITOR_REPO, else GITHUB_REPOSITORY (which GitHub
 * Actions sets for the nightly build), else a placeholder. EDITOR_AUTH_URL is the address of the
 * OAuth exchange function for "Sign In with GitHub" (docs/EDITING.md); without one, staff sign in
 * with an access token.
 */
export function githubBackend(
  env: Record<string, string | undefined> = process.env,
): EditorBackend {
  const repo = env.EDITOR_REPO?.trim() || env.GITHUB_REPOSITORY?.trim() || 'ridgeline/artistseries';
  const authUrl = env.EDITOR_AUTH_URL?.trim();
  return {
    name: 'github',
    repo,
    branch: env.EDITOR_BRANCH?.trim() || 'main',
    ...(authUrl ? { base_url: authUrl } : {}),
  };
}

export function writeEditor(outDir: string): void {
  mkdirSync(path.join(outDir, 'fonts'), { recursive: true });
  const require = createRequire(import.meta.url);
  // The package exports only its module (npm/index.js); dist/ sits beside npm/.
  const packageDir = path.resolve(path.dirname(require.resolve('@sveltia/cms')), '..');
  const script = readFileSync(path.join(packageDir, 'dist', EDITOR_SCRIPT), 'utf8');
  writeFileSync(
    path.join(outDir, EDITOR_SCRIPT),
    withoutOutsideChecks(withLocalImmutable(withLocalFonts(script))),
  );
  const modules = path.resolve(packageDir, '..', '..');
  for (const font of EDITOR_FONTS) {
    copyFileSync(path.join(modules, font.file), path.join(outDir, fontPath(font.file)));
  }
  buildSync({
    entryPoints: [fileURLToPath(new URL('../lib/editor/extensions.ts', import.meta.url))],
    outfile: path.join(outDir, EDITOR_EXTENSIONS),
    ...EDITOR_BUNDLE,
  });
  // Sveltia CMS imports React's renderer from beside its script before it tries a CDN.
  mkdirSync(path.join(outDir, path.dirname(REACT_DOM_CHUNK)), { recursive: true });
  copyFileSync(path.join(packageDir, 'dist', REACT_DOM_CHUNK), path.join(outDir, REACT_DOM_CHUNK));
  copyFileSync(
    createRequire(path.join(packageDir, 'package.json')).resolve('immutable/dist/immutable.es.js'),
    path.join(outDir, IMMUTABLE_CHUNK),
  );
  writeFileSync(path.join(outDir, EDITOR_CONFIG), configYaml(githubBackend()));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'public/admin' } } });
  try {
    writeEditor(path.resolve(values.out));
    console.log(
      `editor: ${values.out}/${EDITOR_SCRIPT}, ${EDITOR_EXTENSIONS}, fonts/ and ${EDITOR_CONFIG} written`,
    );
  } catch (error) {
    console.error(`editor: ${errorMessage(error)}`);
    process.exitCode = 1;
  }
}
