import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './support';

// Framing under the real headers (deploy/README.md, "Framing"): a page of another origin frames
// an embed, which shows, and a page of the site, which the browser refuses. The partner's page is
// answered by the test itself, so nothing leaves the machine.
const PARTNER = 'http://partner.example/';

async function frameFromPartner(page: Page, path: string): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  await page.route(`${PARTNER}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Partner</title>
        <iframe src="${new URL(path, BASE_URL).href}" title="Framed" width="600" height="400"></iframe></html>`,
    }),
  );
  await page.goto(PARTNER);
  return console;
}

test('a page of another origin may frame an embed', async ({ page }) => {
  const console = await frameFromPartner(page, 'embed/upcoming/');
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toContainText(
    /upcoming/i,
  );
  expect(console.filter((text) => /refused to frame/i.test(text))).toEqual([]);
});

test('a page of another origin may not frame a page of the site', async ({ page }) => {
  const console = await frameFromPartner(page, 'faq/');
  await expect.poll(() => console.some((text) => /refused to frame/i.test(text))).toBe(true);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveCount(0);
});
