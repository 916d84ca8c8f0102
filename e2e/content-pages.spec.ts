/**
 * The information pages say what docs/rules/site.md (#pages, #business-constants) and content/
 * say they must: FAQ items, the free education events, giving levels, contact details and box
 * office hours.
 */
import { expect, test } from './support/shared-page';
import { club, education, escapeRegExp, faq, site } from './support/content';

test.describe.configure({ mode: 'parallel' });

test('the FAQ shows every question of content/faq.json as a disclosure', async ({
  sharedPage: page,
}) => {
  await page.goto('faq/');
  const main = page.getByRole('main');
  const questions = main.locator('details > summary');
  for (const item of faq) {
    const exactly = new RegExp(`^\\s*${escapeRegExp(item.question)}\\s*$`);
    await expect(questions.filter({ hasText: exactly })).toHaveCount(1);
  }
});

test('Education & Enrichment lists its free events with the highlighted centennial block', async ({
  sharedPage: page,
}) => {
  await page.goto('education-and-enrichment/');
  const main = page.getByRole('main');
  await expect(main).toContainText(/All Events Are FREE And Open To The Public/i);
  for (const event of education.events) {
    await expect(main.getByRole('heading', { name: event.name, exact: true })).toBeVisible();
  }
  const highlighted = education.events.filter((event) => event.highlighted);
  for (const event of highlighted) {
    const block = main
      .getByRole('heading', { name: event.name, exact: true })
      .locator('xpath=ancestor::*[self::article or self::section or self::li][1]');
    // Gold border: a visible border on the block itself.
    const border = await block.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: parseFloat(style.borderTopWidth), style: style.borderTopStyle };
    });
    expect(border.width).toBeGreaterThan(0);
    expect(border.style).not.toBe('none');
  }
});

test('the Philharmonic Club page gives the levels, the 85% and the phone', async ({
  sharedPage: page,
}) => {
  await page.goto('philharmonic/');
  const main = page.getByRole('main');
  await expect(main).toContainText('85%');
  for (const [level, amount] of [
    ['Leaders', /\$1,000\+?/],
    ['Benefactors', /\$500\s*[-–]\s*\$999/],
    ['Patrons', /\$250\s*[-–]\s*\$499/],
    ['Friends', /\$200\s*[-–]\s*\$249/],
  ] as const) {
    await expect(main).toContainText(level);
    await expect(main).toContainText(amount);
  }
  await expect(main).toContainText(site.phone);
});

test('the Philharmonic Club page names the members who opted in, and only them', async ({
  sharedPage: page,
}) => {
  if (!club) throw new Error('no members.json in content/');
  await page.goto('philharmonic/');
  const members = page.getByRole('region', { name: 'Philharmonic Club members' });
  for (const member of club.members) {
    if (member.listed) await expect(members).toContainText(member.name);
    else await expect(page.getByRole('main')).not.toContainText(member.name);
  }
  await expect(members).not.toContainText('$');
});

test('Contact gives the address, phone, fax, box office hours and an e-mail link', async ({
  sharedPage: page,
}) => {
  await page.goto('contact/');
  const main = page.getByRole('main');
  for (const line of site.postalAddress.lines) await expect(main).toContainText(line);
  await expect(main).toContainText(site.phone);
  await expect(main).toContainText(site.fax);
  await expect(main).toContainText(site.boxOffice.hours);
  await expect(main.locator(`a[href="mailto:${site.email}"]`).first()).toBeVisible();
});

test('Students gives box office hours and the free student ticket rule', async ({
  sharedPage: page,
}) => {
  await page.goto('students/');
  const main = page.getByRole('main');
  await expect(main).toContainText(site.boxOffice.hours);
  await expect(main).toContainText(/free/i);
  await expect(main).toContainText(/ID/);
});

test('the COVID page says masks are optional', async ({ sharedPage: page }) => {
  await page.goto('covid/');
  await expect(page.getByRole('main')).toContainText(/masks? (are |is )?optional/i);
});
