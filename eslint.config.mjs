import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * The folders of lib/ whose modules run in the browser as well as in the build: what client
 * components (files with a 'use client' directive) import, and what those modules import in turn.
 * Each entry is a folder (ending in /), so a module's folder says where it may run; a * stands for
 * any one folder name (every concept room's rules/). Everything else in lib/ (the content loader
 * and facade, the rooms' zod schemas and reading, sanitising, iCal, JSON-LD, the search index,
 * page metadata, the editor, the build helpers) is build-only; an output that also runs in the
 * browser lives in its kind's browser/ folder.
 */
export const BROWSER_SAFE = [
  'lib/concepts/*/rules/',
  'lib/time/',
  'lib/site/',
  'lib/outputs/calendar/browser/',
  'lib/outputs/images/browser/',
  'lib/outputs/search/browser/',
];

/**
 * Packages that do not belong in the browser's JavaScript, with the reason the rule gives.
 * @type {Record<string, string>}
 */
const BUILD_ONLY_PACKAGES = {
  zod: 'zod (content validation: about 30 KB gzip in every page that imports it)',
  'sanitize-html': 'sanitize-html (content sanitising runs in the build)',
  'html-to-text': 'html-to-text (plain text for outputs: about 190 KB in a browser bundle)',
};

/** BROWSER_SAFE as patterns: a * matches one folder name. */
const BROWSER_SAFE_PATTERNS = BROWSER_SAFE.map(
  (folder) =>
    new RegExp(`^${folder.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]+')}`),
);

const NODE_BUILTINS = new Set(builtinModules.filter((name) => !name.startsWith('_')));

/**
 * A module path relative to the project, without extension or /index, in / form.
 * @param {string} file
 */
function projectModule(file) {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  return relative.replace(/\.(c|m)?[jt]sx?$/, '').replace(/\/index$/, '');
}

/**
 * A concept room's front door (lib/concepts/{room}/index.ts, as a module: lib/concepts/{room}): it
 * re-exports only the room's rules/ (test/import-graph.test.ts checks), so it runs where they do.
 */
const ROOM_DOOR = /^lib\/concepts\/[^/]+$/;

/** @param {string} name */
function isBrowserSafeModule(name) {
  return ROOM_DOOR.test(name) || BROWSER_SAFE_PATTERNS.some((pattern) => pattern.test(name));
}

/**
 * The project module an import names, or null for a package.
 * @param {string} source
 * @param {string} fromFile
 */
function importedModule(source, fromFile) {
  if (source.startsWith('@/')) return projectModule(path.join(ROOT, source.slice(2)));
  if (source.startsWith('./') || source.startsWith('../'))
    return projectModule(path.resolve(path.dirname(fromFile), source));
  return null;
}

/** @param {string} source */
function packageName(source) {
  const parts = source.split('/');
  return source.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? source);
}

/**
 * Every import of a file, with whether it is for types only (erased by the compiler: it costs
 * the browser nothing): import and export-from declarations, import() and require() of a literal.
 * @param {(source: any, typeOnly: boolean) => void} check
 * @returns {import('eslint').Rule.RuleListener}
 */
function onEveryImport(check) {
  /** @param {any} node */
  const typeOnly = (node) =>
    node.importKind === 'type' ||
    node.exportKind === 'type' ||
    (node.specifiers?.length > 0 &&
      node.specifiers.every(
        (/** @type {any} */ s) => s.importKind === 'type' || s.exportKind === 'type',
      ));
  /** @param {any} node */
  const literal = (node) =>
    node?.type === 'Literal' && typeof node.value === 'string' ? node : null;
  return {
    ImportDeclaration: (node) => check(node.source, typeOnly(node)),
    ExportNamedDeclaration: (node) => node.source && check(node.source, typeOnly(node)),
    ExportAllDeclaration: (/** @type {any} */ node) =>
      check(node.source, node.exportKind === 'type'),
    ImportExpression: (node) => literal(node.source) && check(node.source, false),
    CallExpression: (node) =>
      node.callee.type === 'Identifier' &&
      node.callee.name === 'require' &&
      literal(node.arguments[0]) &&
      check(node.arguments[0], false),
  };
}

/**
 * browser-safe: a client component or a browser-safe module (BROWSER_SAFE) imports nothing that
 * only works in, or only belongs in, the build: zod, sanitize-html, Node's built-ins, the content
 * loader and facade (lib/content/), or a module of lib/ outside BROWSER_SAFE. Type-only imports
 * are allowed. Tests beside the modules run in Node and are not checked.
 * @type {import('eslint').Rule.RuleModule}
 */
const browserSafe = {
  meta: {
    type: 'problem',
    docs: { description: 'keeps build-only code out of the JavaScript the browser runs' },
    schema: [],
    messages: {
      forbidden:
        '{{who}} runs in the browser, so it may not import {{what}} ("{{source}}"). Move the code it needs into a browser-safe module (BROWSER_SAFE in eslint.config.mjs).',
    },
  },
  create(context) {
    const file = context.filename;
    const self = projectModule(file);
    if (/\.test$/.test(self)) return {};
    const isClient = context.sourceCode.ast.body.some(
      (/** @type {any} */ node) =>
        node.type === 'ExpressionStatement' && node.directive === 'use client',
    );
    if (!isClient && !isBrowserSafeModule(self)) return {};
    const who = isClient ? `A 'use client' component` : `A browser-safe module (${self})`;
    return onEveryImport((sourceNode, typeOnly) => {
      if (typeOnly) return;
      const source = sourceNode.value;
      /** @param {string} what */
      const report = (what) =>
        context.report({ node: sourceNode, messageId: 'forbidden', data: { who, what, source } });
      const target = importedModule(source, file);
      if (target === null) {
        const name = packageName(source);
        if (source.startsWith('node:') || NODE_BUILTINS.has(name))
          report("Node's built-in modules");
        else if (Object.hasOwn(BUILD_ONLY_PACKAGES, name))
          report(BUILD_ONLY_PACKAGES[name] ?? name);
      } else if (target === 'lib/content' || target.startsWith('lib/content/')) {
        report('the content loader and facade (lib/content/)');
      } else if (target.startsWith('lib/') && !isBrowserSafeModule(target)) {
        report(`a build-only module of lib/ (${target})`);
      }
    });
  },
};

/**
 * entry-points-only: scripts/ holds commands; nothing outside it imports from it. What several
 * places share lives in its layer (lib/, deploy/, test/support/).
 * @type {import('eslint').Rule.RuleModule}
 */
const entryPointsOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'nothing outside scripts/ imports from scripts/' },
    schema: [],
    messages: {
      fromScripts:
        'scripts/ holds command entry points only: move what "{{source}}" provides into its layer (lib/, deploy/, test/support/) and import it from there.',
    },
  },
  create(context) {
    if (projectModule(context.filename).startsWith('scripts/')) return {};
    return onEveryImport((sourceNode) => {
      const target = importedModule(sourceNode.value, context.filename);
      if (target !== null && (target === 'scripts' || target.startsWith('scripts/')))
        context.report({
          node: sourceNode,
          messageId: 'fromScripts',
          data: { source: sourceNode.value },
        });
    });
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: {
      layers: { rules: { 'browser-safe': browserSafe, 'entry-points-only': entryPointsOnly } },
    },
    rules: { 'layers/browser-safe': 'error', 'layers/entry-points-only': 'error' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-*/**',
    '.next-*/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'bench-results/**',
    // Mutation testing's reports and working copy of the project (stryker.config.mjs).
    'reports/**',
    '.stryker-tmp/**',
    'test/mutation/.stryker-tmp/**',
    // Written by scripts/editor.ts before each build (generated and gitignored): the editor's
    // bundle copied from @sveltia/cms, and ours (lib/editor/extensions.ts), both minified.
    'public/admin/*.js',
    'public/admin/chunks/',
  ]),
]);
