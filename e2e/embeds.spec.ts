/**
 * The embeds (docs/rules/listings.md#embeds): every embed page as served keeps an embed's promises
 * (checked without a browser, milliseconds a page); in the browser, one embed framed by a page of
 * another origin, its links opening in the top window, and axe on one embed. The share page's
 * snippets are read back and held to what the embeds serve. Framing allowed and refused under
 * real headers is e2e-nginx/embeds.e2e.ts's.
 */
import { JSDOM } from 'jsdom';
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { PUBLIC_ORIGIN } from './support/browser';
import { BASE_PATH } from './support/content';
import { servedPage } from './support/html';
import { servePartnerPage } from './support/partner-page';
import { embedRoutes } from './support/routes';
import { pageTags } from './support/tags';

test.describe.configure({ mode: 'parallel' });

const words = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ');

for (const route of embedRoutes) {
  test.describe(`${route.id} (/${route.path})`, { tag: pageTags(route.path) }, () => {
    test('answers 200 with one h1 naming its list', async ({ request }) => {
      const { status, document } = await servedPage(request, route.path);
      expect(status).toBe(200);
      const h1s = [...document.querySelectorAll('h1')].map((h) => words(h.textContent));
      expect(h1s).toHaveLength(1);
      expect(h1s[0]).toMatch(route.heading);
    });

    test('ships no script at all', async ({ request }) => {
      const { document } = await servedPage(request, route.path);
      expect(document.querySelectorAll('script')).toHaveLength(0);
      expect(
        document.querySelectorAll('link[as="script"], link[rel="modulepreload"]'),
      ).toHaveLength(0);
    });

    test("carries none of the site's chrome", async ({ request }) => {
      const { document } = await servedPage(request, route.path);
      expect(document.querySelector('header, footer, nav, .skip-link')).toBeNull();
      expect(document.querySelectorAll('main')).toHaveLength(1);
    });

    test('asks search engines not to index it', async ({ request }) => {
      const { document } = await servedPage(request, route.path);
      const robots = document.querySelector('meta[name="robots"]')?.getAttribute('content');
      expect(robots).toMatch(/noindex/);
    });

    test('opens every link in the top window', async ({ request }) => {
      const { document } = await servedPage(request, route.path);
      const links = [...document.querySelectorAll('a')];
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((link) => link.getAttribute('target') !== '_top')).toEqual([]);
    });
  });
}

test("each snippet of the share page frames the embed it names, titled as that embed's heading", async ({
  request,
}) => {
  const { document } = await servedPage(request, 'share-our-listings/');
  const snippets = [...document.querySelectorAll('[data-embed-snippet]')];
  expect(snippets.map((s) => `embed/${s.getAttribute('data-embed-snippet')}/`).sort()).toEqual(
    embedRoutes.map((route) => route.path).sort(),
  );
  for (const snippet of snippets) {
    const pasted = new JSDOM(snippet.textContent ?? '').window.document;
    const frame = pasted.querySelector('iframe');
    const src = new URL(frame?.getAttribute('src') ?? '', 'invalid:/');
    expect(src.origin).toBe(new URL(PUBLIC_ORIGIN).origin);
    expect(src.pathname).toBe(`${BASE_PATH}/embed/${snippet.getAttribute('data-embed-snippet')}/`);
    // Its live preview loads the same page on this host into the page's preview frame.
    const preview = snippet.closest('section')?.querySelector('a[data-embed-preview]');
    expect(preview?.getAttribute('href')).toBe(src.pathname);
    const frameName = preview?.getAttribute('target') ?? '';
    expect(document.querySelector(`iframe[name="${frameName}"]`)).not.toBeNull();
    const embed = await servedPage(request, src.pathname.slice(BASE_PATH.length + 1));
    expect(embed.status).toBe(200);
    expect(frame?.getAttribute('title')).toBe(
      words(embed.document.querySelector('h1')?.textContent),
    );
    expect(Number(frame?.getAttribute('height'))).toBeGreaterThan(0);
  }
});

test('an embed framed by a page of another origin shows its list and opens a link in the top window', async ({
  page,
  baseURL,
}) => {
  const embedUrl = new URL('embed/upcoming/', baseURL).href;
  const partner = await servePartnerPage(embedUrl);
  try {
    await page.goto(partner.url);
    expect(new URL(partner.url).origin).not.toBe(new URL(embedUrl).origin);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1 })).toContainText(/upcoming/i);
    // The first event's link, or "More at …" when nothing is scheduled.
    const link = frame.getByRole('link').first();
    const target = new URL((await link.getAttribute('href')) ?? '', embedUrl).href;
    await link.click();
    await expect(page).toHaveURL(target);
    expect(page.frames()).toHaveLength(1);
  } finally {
    await partner.close();
  }
});

test('an embed passes axe (WCAG 2.2 AA)', async ({ page }) => {
  await page.goto('embed/upcoming/');
  expect(await axeViolations(page)).toEqual([]);
});
