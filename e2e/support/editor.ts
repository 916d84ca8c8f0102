/**
 * Driving the real content editor (Sveltia CMS at {basePath}/admin/, as exported) in the browser
 * tests, with its in-browser test backend: the files live in the browser's private file system
 * (OPFS), seeded from content/, and nothing reaches the network. Only the backend differs from
 * production: the tests serve the same generated configuration (lib/editor/config.ts) with
 * `test-repo` instead of GitHub. The editor specs (e2e/editor*.spec.ts) share these helpers.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

import { configYaml, readVenues } from '../../lib/editor/config-file';
import { screenshotsWanted } from './servers';
import { projectContextOptions } from './shared-page';

export const CONTENT_DIR = path.resolve('content');
const PUBLIC_DIR = path.resolve('public');
/** The folder the test backend keeps its files in (Sveltia CMS's own name for it). */
const TEST_REPO_FOLDER = 'sveltia-cms-test';

/** Every content file, by its path in the repository. */
export function contentFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(CONTENT_DIR)) {
    if (name.endsWith('.json')) {
      files[`content/${name}`] = readFileSync(path.join(CONTENT_DIR, name), 'utf8');
    }
  }
  // The shows, and the people and works they name (docs/archive.md), one file each.
  for (const folder of ['shows', 'people', 'works']) {
    const dir = path.join(CONTENT_DIR, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      files[`content/${folder}/${name}`] = readFileSync(path.join(dir, name), 'utf8');
    }
  }
  return files;
}

/** The generated configuration with the test backend, and the network closed around the editor. */
async function routeEditor(page: Page): Promise<void> {
  const config = configYaml({ name: 'test-repo' }, readVenues());
  await page.route(/\/admin\/config\.yml(\?|$)/, (route) =>
    route.fulfill({ contentType: 'text/yaml', body: config }),
  );
  // Offline: the editor's version check and GitHub status are answered as missing.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
}

/** Loads the editor's page and waits for its sign-in screen. */
async function bootEditor(page: Page): Promise<void> {
  // The editor's script blocks the parser: wait for its screen, not for DOMContentLoaded.
  await page.goto('admin/', { waitUntil: 'commit' });
  await expect(testRepositoryButton(page)).toBeVisible({ timeout: 40_000 });
}

function testRepositoryButton(page: Page): Locator {
  return page.getByRole('button', { name: /Work with Test Repository/ });
}

/**
 * From the sign-in screen: the test backend's folder seeded from content/, then the editor signed
 * in to it. Seeded once the editor has started, so that nothing reloads the page under the seeding.
 */
async function signInSeeded(page: Page): Promise<void> {
  await page.evaluate(
    async ({ files, folder }) => {
      const storage = await navigator.storage.getDirectory();
      const root = await storage.getDirectoryHandle(folder, { create: true });
      for (const [file, text] of Object.entries(files)) {
        const parts = file.split('/');
        const name = parts.pop() ?? file;
        let dir = root;
        for (const part of parts) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(name, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { files: contentFiles(), folder: TEST_REPO_FOLDER },
  );
  await testRepositoryButton(page).click();
  await expect(page.getByRole('treeitem', { name: /^Shows/ })).toBeVisible({ timeout: 30_000 });
}

/** The editor in a page of its own, for a test that must set the page up before it loads. */
export async function openEditor(page: Page): Promise<void> {
  test.setTimeout(120_000);
  await routeEditor(page);
  await bootEditor(page);
  await signInSeeded(page);
}

/**
 * Forgets what an earlier test did in the shared editor: the test backend's files, the signed-in
 * user and the editor's other storage, then loads the editor again (its script now from the
 * browser's cache). A save the earlier test left unfinished cannot hold up the reload.
 */
async function resetEditor(page: Page): Promise<void> {
  await page.evaluate(async (folder) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const { name } of await indexedDB.databases()) {
      if (name) indexedDB.deleteDatabase(name);
    }
    const storage = await navigator.storage.getDirectory();
    await storage.removeEntry(folder, { recursive: true }).catch(() => undefined);
  }, TEST_REPO_FOLDER);
  await bootEditor(page);
}

/**
 * The editor specs share one editor per Playwright worker (docs/testing.md#the-shared-editor):
 * `editor` is that page, signed in to a test backend freshly seeded from content/, with nothing
 * left of the worker's earlier tests. A test must not add routes or listeners to it nor change its
 * viewport; one that needs its own page set-up uses Playwright's `page` and openEditor.
 */
export const editorTest = test.extend<{ editor: Page }, { bootedEditor: BootedEditor }>({
  bootedEditor: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext(projectContextOptions(workerInfo.project.use));
      const page = await context.newPage();
      // A page left with unsaved changes asks before it unloads; the next test's reload says yes.
      page.on('dialog', (dialog) =>
        dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss(),
      );
      await routeEditor(page);
      await bootEditor(page);
      await provide({ page, used: false });
      await context.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  editor: async ({ bootedEditor }, provide, testInfo) => {
    testInfo.setTimeout(120_000);
    if (bootedEditor.used) await resetEditor(bootedEditor.page);
    bootedEditor.used = true;
    await signInSeeded(bootedEditor.page);
    await provide(bootedEditor.page);
  },
});

type BootedEditor = { page: Page; used: boolean };

/** Files under a folder of the test backend, by path relative to it ('' for the root). */
export async function readBack(page: Page, folder: string): Promise<Record<string, string>> {
  return page.evaluate(
    async ({ folder, root }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(root);
      for (const part of folder.split('/').filter(Boolean))
        dir = await dir.getDirectoryHandle(part);
      const out: Record<string, string> = {};
      const walk = async (handle: FileSystemDirectoryHandle, prefix: string) => {
        // @ts-expect-error: entries() is in every Chromium, not yet in TypeScript's DOM types.
        for await (const [name, child] of handle.entries()) {
          if (child.kind === 'directory') await walk(child, `${prefix}${name}/`);
          else {
            const bytes = new Uint8Array(await (await child.getFile()).arrayBuffer());
            out[`${prefix}${name}`] = btoa(String.fromCharCode(...bytes));
          }
        }
      };
      await walk(dir, '');
      return out;
    },
    { folder, root: TEST_REPO_FOLDER },
  );
}

/**
 * The editor's block for a field, scrolled into view: the editor draws fields as they come into
 * view, so later ones exist only after scrolling past the earlier ones.
 */
export async function fieldBlock(page: Page, label: string): Promise<Locator> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = page.getByRole('group', { name: new RegExp(`^“\\W*${escaped}\\W*” Field$`) });
  for (let attempt = 0; attempt < 40 && (await block.count()) === 0; attempt += 1) {
    await page
      .getByRole('group', { name: /” Field$/ })
      .last()
      .scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
  }
  await block.first().scrollIntoViewIfNeeded();
  return block.first();
}

/**
 * A heading of rarely needed fields (lib/editor/groups.ts), opened: the editor draws it collapsed.
 */
export async function openGroup(page: Page, label: string): Promise<Locator> {
  const group = await fieldBlock(page, label);
  await group.getByRole('button', { name: 'Expand' }).first().click();
  return group;
}

/** Show files of content/, parsed, for tests that pick a show by what it holds. */
export function contentShows(): Array<{ file: string; data: Record<string, unknown> }> {
  // The editor tests run in the main run only; the host-root run loads this file from its own
  // folder, which has no content/, and selects none of them.
  if (!existsSync(path.join(CONTENT_DIR, 'shows'))) return [];
  return readdirSync(path.join(CONTENT_DIR, 'shows'))
    .filter((name) => name.endsWith('.json'))
    .map((file) => ({
      file,
      data: JSON.parse(readFileSync(path.join(CONTENT_DIR, 'shows', file), 'utf8')) as Record<
        string,
        unknown
      >,
    }));
}

/** Where the guide's pictures live: docs/EDITING.md shows them. */
const SCREENSHOT_DIR = path.resolve('docs', 'images', 'editor');

/**
 * With E2E_SCREENSHOTS=1, the screen as staff see it becomes the guide's picture of it (a small
 * WebP), so the guide shows the editor as it is; otherwise nothing is taken.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted()) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await sharp(await page.screenshot())
    .resize({ width: 1000 })
    .webp({ quality: 60 })
    .toFile(path.join(SCREENSHOT_DIR, `${name}.webp`));
}

/** A copy of content/ and public/ (linked, not copied) with the files the editor saved added. */
export function projectWith(saved: Record<string, Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'editor-e2e-'));
  mkdirSync(path.join(dir, 'content', 'shows'), { recursive: true });
  mkdirSync(path.join(dir, 'public', 'shows'), { recursive: true });
  for (const [file, text] of Object.entries(contentFiles())) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  for (const name of readdirSync(PUBLIC_DIR)) {
    if (name !== 'shows') symlinkSync(path.join(PUBLIC_DIR, name), path.join(dir, 'public', name));
  }
  for (const name of readdirSync(path.join(PUBLIC_DIR, 'shows'))) {
    symlinkSync(path.join(PUBLIC_DIR, 'shows', name), path.join(dir, 'public', 'shows', name));
  }
  for (const [file, data] of Object.entries(saved)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), data);
  }
  return dir;
}
