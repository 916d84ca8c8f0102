/**
 * Every exported page is valid HTML by the W3C Nu checker (vnu.jar from the vnu-jar package, run
 * on Java: scripts/ensure-test-tools.ts installs Debian's JRE when it is missing). The checker runs
 * once over all the pages (one Java start), then each page is its own test, so a failure names the
 * page and the checker's message.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { embedRoutes, routes } from './support/routes';
import { exportDir } from './support/servers';
import { pageTags } from './support/tags';

// One worker runs the file in order, so the checker runs once.
test.describe.configure({ mode: 'default' });
test.setTimeout(120_000);

const outDir = path.resolve(exportDir());
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

const pages = [
  ...[...routes, ...embedRoutes].map((route) => ({
    name: `${route.id} (/${route.path})`,
    file: `${route.path}index.html`,
    tags: pageTags(route.path),
  })),
  { name: 'the 404 page', file: '404.html', tags: [] },
];

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

const canaryFile = path.join(mkdtempSync(path.join(tmpdir(), 'vnu-')), 'not-valid.html');

let checked: Promise<Map<string, string[]>> | undefined;

/** file URL → "line N: message" for each error the checker reports. */
async function validateAll(): Promise<Map<string, string[]>> {
  await writeFile(canaryFile, '<!doctype html><html lang="en"><title>x</title><p>x</span></html>');
  const files = [...pages.map((page) => path.join(outDir, page.file)), canaryFile];
  // One short run: the JIT's optimising tier and the parallel collector cost more CPU than they
  // save over some sixty pages (measured 4.7 -> 2.1 CPU seconds, the same messages).
  const jvm = ['-Xss2m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  const { stdout } = await promisify(execFile)(
    'java',
    [...jvm, '-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string; code?: number }) => {
    // The checker exits 1 when it found errors; its report is still on stdout.
    if (error.code === 1 && error.stdout) return { stdout: error.stdout };
    throw error;
  });
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  const byFile = new Map<string, string[]>();
  for (const message of messages) {
    const list = byFile.get(message.url ?? '') ?? [];
    list.push(`line ${message.lastLine ?? '?'}: ${message.message}`);
    byFile.set(message.url ?? '', list);
  }
  return byFile;
}

for (const page of pages) {
  test(`${page.name} is valid HTML (W3C Nu checker)`, { tag: page.tags }, async () => {
    checked ??= validateAll();
    const errors = await checked;
    const url = pathToFileURL(path.join(outDir, page.file)).href;
    // vnu writes file URLs as file:/path; Node writes file:///path.
    const mine = errors.get(url) ?? errors.get(url.replace('file:///', 'file:/')) ?? [];
    expect(mine).toEqual([]);
  });
}

test('the checker run reports a page that is not valid', async () => {
  // Proves the pipe from the checker to the tests above carries errors: a known-bad page is
  // validated in the same run and must come back with its error.
  checked ??= validateAll();
  const errors = await checked;
  expect(errors.get(pathToFileURL(canaryFile).href.replace('file:///', 'file:/'))).toEqual([
    expect.stringContaining('Stray end tag'),
  ]);
});
