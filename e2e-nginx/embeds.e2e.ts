import { expect, test, type Page } from '@playwright/test';
import { servePartnerPage } from '../e2e/support/partner-page';
import { BASE_URL } from './support';

// Framing under the real headers (deploy/README.md, "Framing"): a page of another origin frames an
// embed, which shows, and a page of the site, which the browser refuses.
async function frameFromPartner(page: Page, path: string): Promise<string[]> {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const partner = await servePartnerPage(new URL(path, BASE_URL).href);
  try {
    await page.goto(partner.url);
  } finally {
    await partner.close();
  }
  return messages;
}

test('a page of another origin may frame an embed', async ({ page }) => {
  const messages = await frameFromPartner(page, 'embed/upcoming/');
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toContainText(
    /upcoming/i,
  );
  expect(messages.filter((text) => /frame-ancestors/.test(text))).toEqual([]);
});

test('a page of another origin may not frame a page of the site', async ({ page }) => {
  const messages = await frameFromPartner(page, 'faq/');
  await expect
    .poll(() => messages.some((text) => /violates .*"frame-ancestors 'none'"/.test(text)))
    .toBe(true);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveCount(0);
});
