/**
 * @jest-environment node
 */
// Every class a component reads from its CSS module (`styles.name`) is a class that module
// defines: a name the module lacks is `undefined` in the page's HTML and its styles silently
// vanish (the program page lost its dark ground and showed white headings on white that way).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The classes a module defines: every `.name` in a selector, in camelCase as Next exports them. */
function definedClasses(css: string): Set<string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set(
    [...withoutComments.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) =>
      (match[1] ?? '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
    ),
  );
}

/** Each CSS module a file imports (`import styles from` a .module.css file) and the names it reads. */
function usedClasses(source: string): Array<{ module: string; names: string[] }> {
  return [...source.matchAll(/import (\w+) from '([^']+\.module\.css)'/g)].map((match) => {
    const [, binding = '', module = ''] = match;
    // Not the module's own file name in a comment ("picks.module.css").
    const reads = source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)\\b(?!\\.css)`, 'g'));
    return { module, names: [...new Set([...reads].map((read) => read[1] ?? ''))] };
  });
}

export function missingClasses(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return usedClasses(source).flatMap(({ module, names }) => {
    const cssFile = module.startsWith('@/')
      ? path.join(ROOT, module.slice(2))
      : path.resolve(path.dirname(file), module);
    const defined = definedClasses(readFileSync(cssFile, 'utf8'));
    return names
      .filter((name) => !defined.has(name))
      .map(
        (name) => `${path.relative(ROOT, file)}: ${name} (not in ${path.relative(ROOT, cssFile)})`,
      );
  });
}

test('every class a component reads from its CSS module is defined there', () => {
  const files = ['app', 'components'].flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  expect(files.flatMap(missingClasses)).toEqual([]);
});

test('a class the module lacks is named with its file', () => {
  const dir = path.join(ROOT, 'test', 'fixtures', 'css-modules');
  expect(missingClasses(path.join(dir, 'Card.tsx'))).toEqual([
    'test/fixtures/css-modules/Card.tsx: missing (not in test/fixtures/css-modules/Card.module.css)',
  ]);
});
