// The second build the browser tests serve, and the proof that staff can change the season without
// a developer, in one: out-e2e-root/ is built (scripts/e2e-build.ts) from a copy of the project
// whose content/ has one show removed and one new show added, at the host root (BASE_PATH='') and
// with a measurement id. Its browser run (E2E_BUILD=host-root, playwright.config.ts) reads its
// expectations from that changed content (e2e/support/content.ts), so every test there is a test
// that the suite needs no edit when a show comes or goes. Its tests are the ones tagged
// @content-change (e2e/support/tags.ts). What is shared by the build, the Playwright configuration
// and the tests lives here, once.
import { mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The export of the host-root build, beside out/. */
export const HOST_ROOT_DIR = 'out-e2e-root';

/** The changed content/ it was built from, kept for its tests to read. */
export const HOST_ROOT_CONTENT_DIR = 'out-e2e-root-content';

/** The measurement id it is built with, so e2e/analytics.spec.ts can count page views. */
export const ANALYTICS_TEST_ID = 'G-TEST123';

/** Its build settings on top of the inherited environment. */
export const HOST_ROOT_ENV = { BASE_PATH: '', ANALYTICS_ID: ANALYTICS_TEST_ID } as const;

export const ADDED_SHOW = {
  name: 'the_content_change_recital',
  title: 'The Content Change Recital',
} as const;

/**
 * The show e2e/editor.spec.ts creates through the real content editor (title, date, venue,
 * tickets, poster and share image, typed and uploaded in the editor's UI). That test proves the
 * editor saves exactly editorShowFiles(): this show file, and the two images it uploads, byte for
 * byte. This build adds the same files to the changed copy, so a show made in the editor is built
 * into a site and found on its home page (e2e/editor-show.spec.ts), at no extra build. Written
 * once here, the two halves of that proof cannot drift apart, and the build needs nothing from the
 * browser run, so `npm test` builds it while the browser tests run (test/support/test-plan.ts).
 */
export const EDITOR_SHOW = { name: 'the_night_garden', title: 'The Night Garden' } as const;

/** The show file the editor saves for it: what staff type, and the defaults the editor adds. */
export const EDITOR_SHOW_FILE = {
  title: EDITOR_SHOW.title,
  date: '2027-05-14T19:30',
  location: 'alderton',
  tickets: 'https://tickets.example.com/ridgeline/the-night-garden',
  description: '<p>A new play with music.</p>',
  poster: 'night-garden-poster.jpg',
  socialImage: 'night-garden-social.jpg',
  status: 'scheduled',
  mastersAt: false,
  speakerSeries: false,
  specialEvent: false,
  festival: false,
  previewTemplate: 'preview',
  template: 'standard',
  sponsorsHeading: 'Sponsored By',
  eventType: 'Event',
} as const;

/** The images staff upload for it, by the file name the show file gives them. */
export const EDITOR_SHOW_IMAGES = {
  [EDITOR_SHOW_FILE.poster]: { width: 800, height: 1200 },
  [EDITOR_SHOW_FILE.socialImage]: { width: 1200, height: 630 },
} as const;

/** The folder of the show's images, and of each image, by its path in the project. */
export const EDITOR_SHOW_IMAGE_DIR = `public/shows/${EDITOR_SHOW.name}`;
export const editorShowImagePath = (name: string) => `${EDITOR_SHOW_IMAGE_DIR}/${name}`;

/**
 * A plain JPEG of the given size: what the editor test uploads. sharp loads only here: the
 * Playwright configuration and every spec read this file for its names.
 */
async function plainJpeg(width: number, height: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width, height, channels: 3, background: '#4a2a6a' } })
    .jpeg()
    .toBuffer();
}

/** Every file the editor saves for the show, by its path in the project. */
export async function editorShowFiles(): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {
    [`content/shows/${EDITOR_SHOW.name}.json`]: Buffer.from(
      `${JSON.stringify(EDITOR_SHOW_FILE, null, 2)}\n`,
    ),
  };
  for (const [name, { width, height }] of Object.entries(EDITOR_SHOW_IMAGES)) {
    files[editorShowImagePath(name)] = await plainJpeg(width, height);
  }
  return files;
}

/** Writes the files the editor saves for the show into a project copy. */
export async function addEditorShow(projectDir: string): Promise<void> {
  for (const [file, data] of Object.entries(await editorShowFiles())) {
    mkdirSync(path.dirname(path.join(projectDir, file)), { recursive: true });
    writeFileSync(path.join(projectDir, file), data);
  }
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** The show to remove: the first one in file order that is not a festival (films are kept). */
function pickShowToRemove(showsDir: string): { file: string; name: string } {
  for (const file of readdirSync(showsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const show = readJson(path.join(showsDir, file));
    if (show.festival === true) continue;
    return { file, name: typeof show.name === 'string' ? show.name : file.replace(/\.json$/, '') };
  }
  throw new Error(`${showsDir} holds no show that is not a festival`);
}

/**
 * Removes one show from contentDir and adds ADDED_SHOW, written the way an editor on another
 * machine may well save it (tab indentation, Windows line breaks). Returns the removed show.
 */
export function changeContent(contentDir: string): { removed: string } {
  const showsDir = path.join(contentDir, 'shows');
  const removed = pickShowToRemove(showsDir);
  unlinkSync(path.join(showsDir, removed.file));
  const venue = Object.keys(readJson(path.join(contentDir, 'venues.json')))[0];
  if (!venue) throw new Error(`${contentDir}/venues.json names no venue`);
  const show = {
    title: ADDED_SHOW.title,
    subtitle: 'A show added by the content-change proof',
    date: '2027-02-20T19:30',
    location: venue,
    tickets: 'https://tickets.example.com/ridgeline/the-content-change-recital',
    description: '<p>Added to a copy of the season to prove that a new show needs no code.</p>',
  };
  const text = JSON.stringify(show, null, '\t').replace(/\n/g, '\r\n') + '\r\n';
  writeFileSync(path.join(showsDir, `${ADDED_SHOW.name}.json`), text);
  return { removed: removed.name };
}
