/** @jest-environment node */
// The project's import graph, read from the source (docs/architecture.md#layers): no module reaches
// itself through its imports (an import circle), and nothing in lib/ imports components/ or app/.
// Type-only imports count too: a circle of types still ties two modules into one. The imports are
// read and resolved by TypeScript (preProcessFile, resolveModuleName with tsconfig.json's paths),
// the compiler the project already type-checks with, not by a regular expression.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
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

/**
 * Each module's imports of other project modules. Tests are left out (they import anything)
 * unless `withTests`, which adds test/, e2e/ and the tests beside the modules, for the rooms'
 * doors: a test outside a room goes through its doors too.
 */
function projectGraph({ withTests = false } = {}): ImportGraph {
  const files = [...FOLDERS, ...(withTests ? ['test', 'e2e'] : [])].flatMap(sourceFiles);
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    if (!withTests && /\.test\.[jt]sx?$/.test(file)) continue;
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const targets = importSpecifiers(text)
      .map((specifier) => resolveImport(specifier, file, known))
      .filter(
        (target): target is string =>
          target !== null && (withTests || !/\.test\.[jt]sx?$/.test(target)),
      );
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The modules with an import that `test` picks (zod; a Node built-in), read from their own text. */
function modulesImporting(graph: ImportGraph, test: (specifier: string) => boolean): Set<string> {
  return new Set(
    [...graph.keys()].filter((file) =>
      importSpecifiers(readFileSync(path.join(ROOT, file), 'utf8')).some(test),
    ),
  );
}

const NODE_BUILTINS = new Set(builtinModules);
const isNodeBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0] ?? '');

/** Every module `from` reaches through its imports, itself included. */
export function reachable(graph: ImportGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const target of graph.get(file) ?? []) visit(target);
  };
  visit(from);
  return seen;
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
 * A room's doors (docs/architecture.md#rooms): index.ts, the browser door (its rules/ alone);
 * build.ts, the build door (schemas, views, derivations: no Node); node.ts, the Node door (what
 * reads files). Nothing else of a room is imported from outside it.
 */
export const ROOM_DOORS = ['index.ts', 'build.ts', 'node.ts'];

/**
 * lib/content/types.ts derives the domain types from the rooms' schemas by path, type-only: the
 * build doors also carry the derivations and views that read those types back, so a door there
 * would close a circle. It is the one module outside the rooms that may.
 */
export const TYPES_MODULE = 'lib/content/types.ts';

/**
 * Imports that pass a concept room's doors (ROOM_DOORS) from outside the room, and doors that
 * hold what is not theirs: the browser door re-exports only its own rules/, the build and Node
 * doors only their own room's other modules. Inside a room modules import each other directly,
 * and a test beside a module may reach inside its room. Besides TYPES_MODULE, the schema layer
 * (`schemaModules`: the modules that import zod) is the one exception: a schema may import
 * another room's schema by path, since the schemas sit below lib/content/types.ts and a build
 * door would bring back the derivations that import it.
 */
export function roomDoorBypasses(
  graph: ImportGraph,
  schemaModules: ReadonlySet<string> = new Set(),
): string[] {
  return [...graph].flatMap(([file, targets]) => {
    const [, own, ownModule = ''] = ROOM_MODULE.exec(file) ?? [];
    const isDoor = ROOM_DOORS.includes(ownModule);
    return targets
      .filter((target) => {
        const [, room, module] = ROOM_MODULE.exec(target) ?? [];
        if (!room || !module) return false;
        if (isDoor) {
          if (room !== own) return true;
          const isRule = module.startsWith('rules/');
          return ownModule === 'index.ts' ? !isRule : isRule || ROOM_DOORS.includes(module);
        }
        if (room === own || ROOM_DOORS.includes(module)) return false;
        if (file === TYPES_MODULE) return false;
        return !(schemaModules.has(file) && schemaModules.has(target));
      })
      .map((target) => `${file} → ${target}`);
  });
}

/** The rooms: lib/concepts/{room}/ folders holding a module. */
function roomsOf(graph: ImportGraph): Set<string> {
  return new Set([...graph.keys()].flatMap((file) => ROOM_MODULE.exec(file)?.[1] ?? []));
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
});

describe('the concept rooms’ doors', () => {
  const graph = projectGraph({ withTests: true });
  const rooms = roomsOf(graph);
  const door = (room: string, name: string) => `lib/concepts/${room}/${name}`;

  it('reaches each room only through its doors, from app, components, lib, scripts and tests', () => {
    expect(rooms.size).toBeGreaterThan(0);
    const schemas = modulesImporting(graph, (specifier) => specifier === 'zod');
    expect(roomDoorBypasses(graph, schemas)).toEqual([]);
  });

  it('gives every room a door, and a room with rules its browser door', () => {
    expect(
      [...rooms].filter((room) => !ROOM_DOORS.some((name) => graph.has(door(room, name)))),
    ).toEqual([]);
    const withRules = [...graph.keys()].flatMap((file) => {
      const [, room, module] = ROOM_MODULE.exec(file) ?? [];
      return room && module?.startsWith('rules/') ? [room] : [];
    });
    expect(withRules.filter((room) => !graph.has(door(room, 'index.ts')))).toEqual([]);
  });

  it('keeps Node out of the browser and build doors (the islands, the clock and the editor’s previews bundle them)', () => {
    const nodeModules = modulesImporting(graph, isNodeBuiltin);
    const browserSide = [...rooms]
      .flatMap((room) => [door(room, 'index.ts'), door(room, 'build.ts')])
      .filter((file) => graph.has(file));
    expect(browserSide.length).toBeGreaterThan(0);
    expect(
      browserSide.flatMap((file) =>
        [...reachable(graph, file)]
          .filter((module) => nodeModules.has(module))
          .map((module) => `${file} → ${module}`),
      ),
    ).toEqual([]);
  });

  it('lets lib/content/types.ts reach the schemas by path with type-only imports alone', () => {
    const text = readFileSync(path.join(ROOT, TYPES_MODULE), 'utf8');
    const roomImports = text.match(/^(import|export)\b[^;]*?from '[^']*concepts\/[^']+';/gms) ?? [];
    expect(roomImports.length).toBeGreaterThan(0);
    expect(roomImports.filter((statement) => !/^(import|export) type\b/.test(statement))).toEqual(
      [],
    );
  });
});

describe('reachable', () => {
  it('follows imports to the end, through circles, and includes the start', () => {
    const graph: ImportGraph = new Map([
      ['a', ['b']],
      ['b', ['c', 'a']],
      ['c', []],
      ['d', ['a']],
    ]);
    expect([...reachable(graph, 'a')].sort()).toEqual(['a', 'b', 'c']);
    expect([...reachable(graph, 'c')]).toEqual(['c']);
  });
});

describe('roomDoorBypasses', () => {
  const graph: ImportGraph = new Map([
    [
      'components/a.tsx',
      [
        'lib/concepts/shows/rules/slug.ts',
        'lib/concepts/shows/index.ts',
        'lib/concepts/shows/build.ts',
        'lib/concepts/shows/node.ts',
        'lib/concepts/shows/derive-show.ts',
      ],
    ],
    ['lib/concepts/picks/rules/picks.ts', ['lib/concepts/shows/rules/slug.ts']],
    ['lib/concepts/picks/rules/share.ts', ['lib/concepts/picks/rules/picks.ts']],
    ['lib/concepts/listings/listings.ts', ['lib/concepts/shows/shows.ts']],
    [
      'lib/content/types.ts',
      ['lib/concepts/shows/show-schema.ts', 'lib/concepts/seasons/index.ts'],
    ],
    ['lib/content/site.ts', ['lib/concepts/shows/show-schema.ts']],
    // The schema layer: a schema may import another room's schema, and nothing else of it.
    [
      'lib/concepts/education/education-schema.ts',
      ['lib/concepts/shows/status-schema.ts', 'lib/concepts/shows/derive-show.ts'],
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
    [
      'lib/concepts/shows/build.ts',
      [
        'lib/concepts/shows/derive-show.ts',
        'lib/concepts/shows/rules/slug.ts',
        'lib/concepts/shows/node.ts',
        'lib/concepts/venues/venue-schema.ts',
      ],
    ],
    ['lib/concepts/shows/node.ts', ['lib/concepts/shows/shows.ts']],
    ['lib/concepts/shows/rules/slug.test.ts', ['lib/concepts/shows/derive-show.ts']],
    ['lib/concepts/picks/rules/picks.test.ts', ['lib/concepts/shows/rules/slug.ts']],
    ['test/support/fixture.ts', ['lib/concepts/shows/shows.ts', 'lib/concepts/shows/node.ts']],
  ]);
  const schemas = new Set([
    'lib/concepts/education/education-schema.ts',
    'lib/concepts/shows/status-schema.ts',
    'lib/concepts/shows/show-schema.ts',
  ]);
  it('reports a room’s module reached past its doors from outside the room, and a door holding what is not its own', () => {
    expect(roomDoorBypasses(graph, schemas)).toEqual([
      'components/a.tsx → lib/concepts/shows/rules/slug.ts',
      'components/a.tsx → lib/concepts/shows/derive-show.ts',
      'lib/concepts/picks/rules/picks.ts → lib/concepts/shows/rules/slug.ts',
      'lib/concepts/listings/listings.ts → lib/concepts/shows/shows.ts',
      'lib/content/site.ts → lib/concepts/shows/show-schema.ts',
      'lib/concepts/education/education-schema.ts → lib/concepts/shows/derive-show.ts',
      'lib/concepts/seasons/index.ts → lib/concepts/seasons/seasons-schema.ts',
      'lib/concepts/seasons/index.ts → lib/concepts/shows/rules/slug.ts',
      'lib/concepts/shows/build.ts → lib/concepts/shows/rules/slug.ts',
      'lib/concepts/shows/build.ts → lib/concepts/shows/node.ts',
      'lib/concepts/shows/build.ts → lib/concepts/venues/venue-schema.ts',
      'lib/concepts/picks/rules/picks.test.ts → lib/concepts/shows/rules/slug.ts',
      'test/support/fixture.ts → lib/concepts/shows/shows.ts',
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
