/**
 * HTML_CodeSniffer (WCAG 2 AA) finds no error on one page of each kind, read with its scripts on
 * once its islands have started, so what they draw is judged like the server's HTML: a form an
 * island renders without a submit button failed it on every listing page. Axe
 * (e2e/accessibility.spec.ts) and this checker apply different rules; each is kept at zero.
 */
import { expect, test } from './support/shared-page';
import { waitForSettledIslands } from './support/browser';
import { codeSnifferErrors } from './support/html-codesniffer';
import { routesOfEachKind } from './support/routes';

test.describe.configure({ mode: 'parallel' });

for (const route of routesOfEachKind) {
  test(`${route.id} passes HTML_CodeSniffer (WCAG 2 AA)`, async ({ sharedPage: page }) => {
    await page.goto(route.path);
    // Islands that start when they near the screen start too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await waitForSettledIslands(page);
    expect(await codeSnifferErrors(page), `HTML_CodeSniffer errors on /${route.path}`).toEqual([]);
  });
}

test('the check fails on a form without a submit button (canary)', async ({ sharedPage: page }) => {
  await page.goto('faq/');
  await waitForSettledIslands(page);
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.innerHTML = '<label>Name <input name="name"></label>';
    document.querySelector('main')?.append(form);
  });
  const errors = await codeSnifferErrors(page);
  expect(errors.some((line) => line.includes('H32.2'))).toBe(true);
});
