/**
 * Accessibility (WCAG 2.1/2.2 AA is a legal requirement here): axe finds nothing on any page at
 * desktop width nor on one page of each kind at phone width (one test per page and width), and
 * the things axe cannot judge are checked by hand: the skip link, a visible focus indicator, heading levels, landmarks and a single h1.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/browser';
import { routes, routesOfEachKind } from './support/content';

test.describe.configure({ mode: 'parallel' });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Heading levels in document order, skipping headings nobody can perceive. */
async function headingLevels(page: Page): Promise<Array<{ level: number; text: string }>> {
  return page.locator('h1, h2, h3, h4, h5, h6, [role="heading"]').evaluateAll((headings) =>
    headings
      .filter((h) => !h.closest('[hidden], [aria-hidden="true"]'))
      .map((h) => ({
        level: Number(h.getAttribute('aria-level') ?? h.tagName.slice(1)),
        text: (h.textContent ?? '').trim().slice(0, 60),
      })),
  );
}

// Every page at desktop width; at phone width one page of each kind (the narrow layout comes from
// the template, and the text is the same page's text at both widths).
const phoneToo = new Set(routesOfEachKind.map((route) => route.path));

for (const route of routes) {
  test(
    `${route.id} passes axe (WCAG 2.2 AA) and has a sound page structure`,
    { tag: phoneToo.has(route.path) ? ['@layout'] : [] },
    async ({ page }) => {
      await page.goto(route.path);
      // Axe judges the page people use: after React has hydrated and re-split the season.
      await waitForHydration(page);

      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const violations = results.violations.map(
        (v) =>
          `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
          v.nodes
            .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
            .join('\n'),
      );
      expect(violations, `axe violations on /${route.path}`).toEqual([]);

      for (const landmark of ['banner', 'navigation', 'main', 'contentinfo'] as const) {
        await expect(page.getByRole(landmark).first(), `${landmark} landmark`).toBeAttached();
      }
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      // No level skipped on the way down (h2 → h4); going back up any number is fine.
      const levels = await headingLevels(page);
      const skips: string[] = [];
      let previous = 1;
      for (const { level, text } of levels) {
        if (level > previous + 1) skips.push(`h${previous} → h${level} "${text}"`);
        previous = level;
      }
      expect(skips, 'skipped heading levels').toEqual([]);
    },
  );
}

for (const path of ['', `faq/`, routes.find((r) => r.id.startsWith('shows-'))?.path ?? '']) {
  test(
    `the skip link is the first stop and moves focus to main (/${path})`,
    {
      tag: '@layout',
    },
    async ({ page }) => {
      await page.goto(path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: /skip to (main )?content/i });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      const focusInMain = await page.evaluate(() => {
        const main = document.querySelector('main');
        return !!main && (main === document.activeElement || main.contains(document.activeElement));
      });
      expect(focusInMain, 'focus is in <main> after the skip link').toBe(true);
      // The next Tab continues inside the page content, not back in the header.
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() => !!document.activeElement?.closest('main, footer'));
      expect(next, 'the Tab after the skip link lands in the content').toBe(true);
    },
  );
}

test(
  'every keyboard stop shows a visible focus indicator',
  { tag: '@layout' },
  async ({ page }) => {
    await page.goto('');
    const missing: string[] = [];
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
        const label = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
        return { label, visible: outline || shadow };
      });
      if (focus && !focus.visible) missing.push(focus.label);
    }
    expect(missing, 'focused elements without an outline or box-shadow').toEqual([]);
  },
);
