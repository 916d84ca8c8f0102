/**
 * .ci/run starts scripts/ensure-test-tools.ts beside `npm ci`, with only tsx fetched for it, so
 * that Debian's packages install while npm's do: the script and every file it imports may use
 * Node's own modules only. A package import would make the fresh machine's install fail.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '..');

/** The file a relative specifier names, as TypeScript resolves it here. */
function resolved(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  const found = candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
  if (!found) throw new Error(`${from}: cannot find ${specifier}`);
  return found;
}

/** Every module specifier a file and the project files it imports name, by importing file. */
function importsFrom(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const names = ts
    .preProcessFile(readFileSync(file, 'utf8'), true, true)
    .importedFiles.map((imported) => imported.fileName);
  seen.set(file, names);
  for (const name of names.filter((specifier) => specifier.startsWith('.'))) {
    importsFrom(resolved(file, name), seen);
  }
  return seen;
}

test('the tools script imports nothing npm installs', () => {
  const packages = [...importsFrom(path.join(root, 'scripts', 'ensure-test-tools.ts'))].flatMap(
    ([file, names]) =>
      names
        .filter((name) => !name.startsWith('.') && !name.startsWith('node:'))
        .map((name) => `${path.relative(root, file)}: ${name}`),
  );
  expect(packages).toEqual([]);
});

test('the check sees a package import where there is one', () => {
  const imports = importsFrom(path.join(root, 'deploy', 'nginx-config.ts'));
  const named = [...imports.values()].flat();
  expect(named.some((name) => !name.startsWith('.') && !name.startsWith('node:'))).toBe(true);
});
