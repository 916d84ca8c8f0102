/** @jest-environment node */
// The project's import graph, read from the source (docs/architecture.md#layers): no module reaches
// itself through its imports (an import circle), and nothing in lib/ imports components/ or app/.
// Type-only imports count too: a circle of types still ties two modules into one. The imports are
// read and resolved by TypeScript (preProcessFile, resolveModuleName with tsconfig.json's paths),
// the compiler the project already type-checks with, not by a regular expression.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

const ROOT = path.join(__dirname, '..');
const FOLDERS = ['app', 'components', 'lib', 'scripts', 'deploy', 'bench'];
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];
const SKIPPED = new Set(['node_modules', 'fixtures', 'results', 'out']);

/** Every source module under the folders, as a project path with / separators. */
function sourceFiles(folder: string): string[] {
  const absolute = path.join(ROOT, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute).flatMap((name) => {
    if (SKIPPED.has(name) || name.startsWith('.')) return [];
    const child = `${folder}/${name}`;
    if (statSync(path.join(ROOT, child)).isDirectory()) return sourceFiles(child);
    return EXTENSIONS.includes(path.extname(name)) ? [child] : [];
  });
}

/**
 * The specifiers a module's text imports: imports, re-exports, type imports, side-effect imports,
 * dynamic imports and require() calls, as TypeScript's own scanner reads them (so comments and
 * strings that only look like imports never count).
 */
export function importSpecifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
}

/** The project's compiler options (tsconfig.json), for its `@/` paths and resolution rules. */
const COMPILER_OPTIONS = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  ROOT,
).options;
const RESOLUTION_CACHE = ts.createModuleResolutionCache(ROOT, (name) => name, COMPILER_OPTIONS);

/**
 * The project module a specifier names from `file`, resolved as TypeScript resolves it, or null
 * for a package, a stylesheet or a missing file.
 */
function resolveImport(specifier: string, file: string, known: Set<string>): string | null {
  const resolved = ts.resolveModuleName(
    specifier,
    path.join(ROOT, file),
    COMPILER_OPTIONS,
    ts.sys,
    RESOLUTION_CACHE,
  ).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) return null;
  const target = path.relative(ROOT, resolved.resolvedFileName).split(path.sep).join('/');
  return known.has(target) ? target : null;
}

export type ImportGraph = Map<string, string[]>;

/** Each module's imports of other project modules; tests are left out (they import anything). */
function projectGraph(): ImportGraph {
  const files = FOLDERS.flatMap(sourceFiles);
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    if (/\.test\.[jt]sx?$/.test(file)) continue;
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const targets = importSpecifiers(text)
      .map((specifier) => resolveImport(specifier, file, known))
      .filter((target): target is string => target !== null && !/\.test\.[jt]sx?$/.test(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every import circle, each written once from the first module where the search met it. */
export function importCircles(graph: ImportGraph): string[][] {
  const circles: string[][] = [];
  const done = new Set<string>();
  const onPath = new Map<string, number>();
  const trail: string[] = [];
  const visit = (from: string) => {
    onPath.set(from, trail.length);
    trail.push(from);
    for (const target of graph.get(from) ?? []) {
      const at = onPath.get(target);
      if (at !== undefined) circles.push([...trail.slice(at), target]);
      else if (!done.has(target)) visit(target);
    }
    trail.pop();
    onPath.delete(from);
    done.add(from);
  };
  for (const start of [...graph.keys()].sort()) if (!done.has(start)) visit(start);
  return circles;
}

/** Folders and the folders above them, which they may not import. */
const ABOVE: Array<[folder: string, above: string[]]> = [
  ['lib/', ['components/', 'app/']],
  ['components/', ['app/']],
  // The content facade is what outputs are made from, never the other way round.
  ['lib/content/', ['lib/outputs/', 'lib/editor/', 'lib/build/']],
  ['lib/concepts/', ['lib/outputs/', 'lib/editor/', 'lib/build/']],
];

/** Imports that run up the layers (ABOVE). */
export function upwardImports(graph: ImportGraph): string[] {
  return [...graph].flatMap(([file, targets]) =>
    ABOVE.filter(([folder]) => file.startsWith(folder)).flatMap(([, above]) =>
      targets
        .filter((target) => above.some((folder) => target.startsWith(folder)))
        .map((target) => `${file} → ${target}`),
    ),
  );
}

/** An output kind's folder (lib/outputs/{kind}/) and the module of it a path names. */
const OUTPUT_MODULE = /^lib\/outputs\/([^/]+)\/(.+)$/;

/**
 * Imports that reach past an output kind's entry module (its index.ts) from outside the kind:
 * every importer uses the entry, or the kind's browser/ folder, which client code imports. Tests
 * beside a module may reach inside, to test what the entry does not export.
 */
export function entryModuleBypasses(graph: ImportGraph): string[] {
  return [...graph].flatMap(([file, targets]) => {
    if (/\.test\.tsx?$/.test(file)) return [];
    const own = OUTPUT_MODULE.exec(file)?.[1];
    return targets
      .filter((target) => {
        const [, kind, module] = OUTPUT_MODULE.exec(target) ?? [];
        if (!kind || !module || kind === own) return false;
        return module !== 'index.ts' && !module.startsWith('browser/');
      })
      .map((target) => `${file} → ${target}`);
  });
}

/** A concept room's module (lib/concepts/{room}/…) and the room it is in. */
const ROOM_MODULE = /^lib\/concepts\/([^/]+)\/(.+)$/;

/**
 * Imports that reach a concept room's rules past its front door (lib/concepts/{room}/index.ts)
 * from outside the room, and doors that re-export anything but their own room's rules/ (a door
 * is browser-safe only while it holds rules alone: docs/architecture.md#rooms). Modules inside a
 * room import each other directly; tests beside a module may reach inside, to test what the door
 * does not export.
 */
export function roomDoorBypasses(graph: ImportGraph): string[] {
  return [...graph].flatMap(([file, targets]) => {
    if (/\.test\.tsx?$/.test(file)) return [];
    const [, own, ownModule] = ROOM_MODULE.exec(file) ?? [];
    return targets
      .filter((target) => {
        const [, room, module] = ROOM_MODULE.exec(target) ?? [];
        if (!room || !module) return false;
        if (ownModule === 'index.ts') return room !== own || !module.startsWith('rules/');
        return room !== own && module.startsWith('rules/');
      })
      .map((target) => `${file} → ${target}`);
  });
}

describe('the import graph', () => {
  const graph = projectGraph();

  it('reads the source: lib/ and components/ modules and their imports are there', () => {
    expect(graph.get('lib/content/index.ts')).toEqual(
      expect.arrayContaining(['lib/content/load.ts']),
    );
    expect([...graph.keys()].some((file) => file.startsWith('components/'))).toBe(true);
  });

  it('has no import circle', () => {
    expect(importCircles(graph).map((circle) => circle.join(' → '))).toEqual([]);
  });

  it('has no import from a layer to one above it (lib/ → components/ → app/, content → outputs)', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('reaches each output kind through its entry module, and each kind has one', () => {
    expect(entryModuleBypasses(graph)).toEqual([]);
    const kinds = new Set(
      [...graph.keys()].flatMap((file) => {
        const [, kind, module] = OUTPUT_MODULE.exec(file) ?? [];
        return kind && module?.includes('.') ? [kind] : [];
      }),
    );
    expect([...kinds].filter((kind) => !graph.has(`lib/outputs/${kind}/index.ts`))).toEqual([]);
  });
  it('reaches each concept room’s rules through its front door, and each room with rules has one', () => {
    expect(roomDoorBypasses(graph)).toEqual([]);
    const rooms = new Set(
      [...graph.keys()].flatMap((file) => {
        const [, room, module] = ROOM_MODULE.exec(file) ?? [];
        return room && module?.startsWith('rules/') ? [room] : [];
      }),
    );
    expect(rooms.size).toBeGreaterThan(0);
    expect([...rooms].filter((room) => !graph.has(`lib/concepts/${room}/index.ts`))).toEqual([]);
  });
});

describe('roomDoorBypasses', () => {
  const graph: ImportGraph = new Map([
    ['components/a.tsx', ['lib/concepts/shows/rules/slug.ts', 'lib/concepts/shows/index.ts']],
    ['lib/concepts/picks/rules/picks.ts', ['lib/concepts/shows/rules/slug.ts']],
    ['lib/concepts/picks/rules/share.ts', ['lib/concepts/picks/rules/picks.ts']],
    [
      'lib/content/types.ts',
      ['lib/concepts/shows/show-schema.ts', 'lib/concepts/seasons/index.ts'],
    ],
    ['lib/concepts/shows/index.ts', ['lib/concepts/shows/rules/slug.ts']],
    [
      'lib/concepts/seasons/index.ts',
      [
        'lib/concepts/seasons/rules/seasons.ts',
        'lib/concepts/seasons/seasons-schema.ts',
        'lib/concepts/shows/rules/slug.ts',
      ],
    ],
    ['lib/concepts/shows/rules/slug.test.ts', ['lib/concepts/picks/rules/picks.ts']],
  ]);
  it('reports rules reached past their door from outside the room, and a door holding more than its rules', () => {
    expect(roomDoorBypasses(graph)).toEqual([
      'components/a.tsx → lib/concepts/shows/rules/slug.ts',
      'lib/concepts/picks/rules/picks.ts → lib/concepts/shows/rules/slug.ts',
      'lib/concepts/seasons/index.ts → lib/concepts/seasons/seasons-schema.ts',
      'lib/concepts/seasons/index.ts → lib/concepts/shows/rules/slug.ts',
    ]);
  });
});

describe('entryModuleBypasses', () => {
  const graph: ImportGraph = new Map([
    ['components/a.tsx', ['lib/outputs/calendar/ical.ts', 'lib/outputs/calendar/index.ts']],
    ['components/b.tsx', ['lib/outputs/calendar/browser/links.ts']],
    ['lib/outputs/news/feeds.ts', ['lib/outputs/calendar/ical.ts']],
    ['lib/outputs/calendar/feeds.ts', ['lib/outputs/calendar/ical.ts']],
    ['lib/outputs/calendar/ical.test.ts', ['lib/outputs/calendar/ical.ts']],
  ]);
  it('reports a module reached from outside its kind, not the entry, browser/, its own kind or a test', () => {
    expect(entryModuleBypasses(graph)).toEqual([
      'components/a.tsx → lib/outputs/calendar/ical.ts',
      'lib/outputs/news/feeds.ts → lib/outputs/calendar/ical.ts',
    ]);
  });
});

describe('importCircles', () => {
  it('finds a circle of two and of three, and no circle in a chain', () => {
    const graph: ImportGraph = new Map([
      ['a', ['b']],
      ['b', ['a']],
      ['c', ['d']],
      ['d', ['e']],
      ['e', ['c']],
      ['f', ['g']],
      ['g', []],
    ]);
    expect(importCircles(graph)).toEqual([
      ['a', 'b', 'a'],
      ['c', 'd', 'e', 'c'],
    ]);
  });
});

describe('importSpecifiers', () => {
  it('reads imports, re-exports, type imports and dynamic imports, not comments', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from '@/lib/c';",
      "const d = await import('./d');",
      "// import { e } from './e';",
      "/* import { f } from './f'; */",
      "import './g.css';",
    ].join('\n');
    expect([...importSpecifiers(text)].sort()).toEqual([
      '../b',
      './a',
      './d',
      './g.css',
      '@/lib/c',
    ]);
  });
});
