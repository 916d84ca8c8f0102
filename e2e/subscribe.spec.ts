/**
 * The mailing-list form (docs/rules/site.md#pages): a plain browser post to the configured list
 * service with EMAIL, FNAME, LNAME, EMAILTYPE and an empty, invisible bot trap. The browser's own
 * validation refuses an empty or malformed address. The service is intercepted: nothing leaves
 * the machine.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/shared-page';
import { site } from './support/content';

test.describe.configure({ mode: 'parallel' });

const action = new URL(site.mailingListAction);
const isListService = (url: URL) =>
  url.origin === action.origin && url.pathname === action.pathname;

/** Answers every post to the list service with a small page and records what was sent. */
async function interceptListService(context: BrowserContext) {
  const posts: Array<{ method: string; body: URLSearchParams }> = [];
  await context.route(isListService, async (route) => {
    const request = route.request();
    posts.push({ method: request.method(), body: new URLSearchParams(request.postData() ?? '') });
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Subscribed</title><h1>Thank you</h1>',
    });
  });
  return posts;
}

const emailField = (page: Page) => page.getByRole('textbox', { name: /e-?mail/i });
const submit = (page: Page) => page.getByRole('button', { name: /subscribe|sign up/i });

test("the form posts to the configured list service with the list service's fields", async ({
  sharedPage: page,
}) => {
  await page.goto('subscribe/');
  const form = page.locator('form').filter({ has: emailField(page) });
  await expect(form).toHaveAttribute('action', site.mailingListAction);
  await expect(form).toHaveAttribute('method', /^post$/i);
  await expect(emailField(page)).toHaveAttribute('type', 'email');
  await expect(emailField(page)).toHaveAttribute('name', 'EMAIL');
  await expect(emailField(page)).toHaveJSProperty('required', true);
  // The required field is marked with an asterisk.
  await expect(
    form
      .locator('label[for]')
      .filter({ hasText: /e-?mail/i })
      .first(),
  ).toContainText('*');
  await expect(page.getByRole('textbox', { name: /first name/i })).toHaveAttribute('name', 'FNAME');
  await expect(page.getByRole('textbox', { name: /last name/i })).toHaveAttribute('name', 'LNAME');
  const formats = form.locator('input[name="EMAILTYPE"]');
  await expect(formats).toHaveCount(2);
  expect(
    await formats.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value).sort()),
  ).toEqual(['html', 'text']);
});

for (const [what, value, flag] of [
  ['an empty address', '', 'valueMissing'],
  ['a malformed address', 'reader-at-example.com', 'typeMismatch'],
] as const) {
  test(`${what} is refused by the browser and nothing is sent`, async ({ page, context }) => {
    const posts = await interceptListService(context);
    await page.goto('subscribe/');
    const before = page.url();
    await emailField(page).fill(value);
    await submit(page).click();
    const validity = await emailField(page).evaluate(
      (input: HTMLInputElement, which) => ({
        flagged: input.validity[which],
        invalid: input.matches(':invalid'),
      }),
      flag,
    );
    expect(validity).toEqual({ flagged: true, invalid: true });
    // Give a wrongly sent form the time to leave.
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    expect(page.url()).toBe(before);
    expect(context.pages()).toHaveLength(1);
  });
}

test('the bot trap is empty, out of sight, out of the tab order and hidden from assistive technology', async ({
  sharedPage: page,
}) => {
  await page.goto('subscribe/');
  const trap = page.locator(`input[name="${site.mailingListTrapField}"]`);
  await expect(trap).toHaveCount(1);
  await expect(trap).toHaveValue('');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
  // Invisible to a person: not rendered, or laid out entirely outside the page.
  const seen = await trap.evaluate((input) => {
    const style = getComputedStyle(input);
    const box = input.getBoundingClientRect();
    const offPage =
      box.right <= 0 || box.bottom <= 0 || box.left >= document.documentElement.scrollWidth;
    const notRendered = box.width === 0 || box.height === 0 || style.visibility === 'hidden';
    return !(offPage || notRendered || style.opacity === '0');
  });
  expect(seen, 'a person can see the trap field').toBe(false);
});

test('a valid address is posted, with the trap left empty', async ({ page, context }) => {
  const posts = await interceptListService(context);
  await page.goto('subscribe/');
  await emailField(page).fill('reader@example.com');
  await page.getByRole('textbox', { name: /first name/i }).fill('Ada');
  await page.getByRole('textbox', { name: /last name/i }).fill('Reader');
  await submit(page).click();
  await expect.poll(() => posts.length).toBe(1);
  const [post] = posts;
  expect(post?.method).toBe('POST');
  expect(post?.body.get('EMAIL')).toBe('reader@example.com');
  expect(post?.body.get('FNAME')).toBe('Ada');
  expect(post?.body.get('LNAME')).toBe('Reader');
  expect(post?.body.get('EMAILTYPE')).toMatch(/^(html|text)$/);
  expect(post?.body.get(site.mailingListTrapField)).toBe('');
});
