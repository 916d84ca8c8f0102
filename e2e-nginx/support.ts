import { readdirSync } from 'node:fs';
import path from 'node:path';

import { routes } from '../lib/site/routes';

/** Loopback port of the nginx the suite starts (the main suite's static servers use 4173-4175). */
export const NGINX_PORT = Number(process.env.NGINX_E2E_PORT || 4390);
export const BASE_URL = `http://127.0.0.1:${NGINX_PORT}/artistseries/`;

/** The export under test: out/ unless a developer points the suite at a build of their own. */
export const SITE_DIR = path.resolve(
  process.env.NGINX_E2E_OUT_DIR || process.env.E2E_OUT_DIR || 'out',
);

/** Every page of the export as a path relative to the base URL ('' is the home page). */
export function pagePaths(dir: string = SITE_DIR): string[] {
  return (
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file === 'index.html' || file.endsWith(`${path.sep}index.html`))
      .map((file) => file.slice(0, -'index.html'.length).split(path.sep).join('/'))
      .filter((page) => !page.startsWith('_not-found/') && !page.startsWith('404/'))
      // The content editor is not a page of the site: admin.e2e.ts checks it.
      .filter((page) => !`/${page}`.startsWith(routes.editor()))
      .sort()
  );
}

/** Files of the export with this extension, as paths relative to the base URL. */
export function filesWithExtension(extension: string, dir: string = SITE_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(`.${extension}`))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
