/**
 * The tags that decide which run and which project of playwright.config.ts runs a browser test.
 * The configuration selects by these tags only, never by words in a title, so a test can be renamed
 * freely; test/e2e-selection.test.ts lists each run and fails when one misses the tests it must hold.
 * A test without a tag runs once, at desktop width, in the main run.
 */
import { ADDED_SHOW, EDITOR_SHOW } from '../../test/support/host-root-variant';

export const TAG = {
  /** Depends on the screen size (the menu, reflow, axe, what is visible): desktop and phone. */
  layout: '@layout',
  /** Means something only on a phone: the phone project alone. */
  phoneOnly: '@phone-only',
  /**
   * Needs the build at the host root with a measurement id (out-e2e-root/): only the host-root run
   * (E2E_BUILD=host-root), never the main one.
   */
  hostRoot: '@host-root',
  /**
   * Reads pages or data that the content change of test/support/host-root-variant.ts touches (a
   * show removed, two added): runs in the main run and again, on the changed build, as the
   * content-change proof of the host-root run. Not the tests of e2e/pages.spec.ts: its pages must
   * make no request off the machine, and the changed build loads Google's tag; e2e/base-path.spec.ts
   * opens that build's home page, with Google stubbed, and requests every image of every page.
   */
  contentChange: '@content-change',
  /**
   * Lets the site's service worker run (docs/architecture.md#offline): the offline project alone,
   * at desktop width. Every other test runs with the worker blocked, so its background fetches
   * and caches cannot change what those tests see.
   */
  serviceWorker: '@service-worker',
} as const;

export type Tag = (typeof TAG)[keyof typeof TAG];

/** A pattern matching any of the tags as a whole word of what Playwright's grep reads. */
export function tagPattern(...tags: Tag[]): RegExp {
  return new RegExp(`(?:^|\\s)(?:${tags.join('|')})(?=\\s|$)`);
}

/** The shows the content change adds: tests made for them are part of the proof. */
const CHANGED_SHOWS: readonly string[] = [ADDED_SHOW.name, EDITOR_SHOW.name];

/**
 * The pages that list the season's shows (home, /shows/, /speaker-series/, the embed of upcoming
 * events), so change whenever a show comes or goes.
 */
const LISTING_PAGES: readonly string[] = ['', 'shows/', 'speaker-series/', 'embed/upcoming/'];

/** The tags of a test made for one show: @content-change for a show the change adds. */
export function showTags(name: string): Tag[] {
  return CHANGED_SHOWS.includes(name) ? [TAG.contentChange] : [];
}

/**
 * The tags of a test made for one page (its path relative to the base URL, '' for home):
 * @content-change for a page that lists shows and for the added shows' pages.
 */
export function pageTags(path: string): Tag[] {
  const changedShowPage = CHANGED_SHOWS.some((name) => path === `shows/${name}/`);
  return LISTING_PAGES.includes(path) || changedShowPage ? [TAG.contentChange] : [];
}
