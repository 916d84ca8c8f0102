// nginx redirects the old addresses of a show's program (lib/site/old-addresses.ts) to the new
// ones, before the export's forwarding pages are read, with the site's security headers.
import { expect, test } from '@playwright/test';
import { oldProgramAddresses } from '../e2e/support/routes';

test('each old program address is redirected to its new address, keeping the query', async ({
  request,
}) => {
  expect(oldProgramAddresses.length).toBeGreaterThan(0);
  for (const { from, to } of oldProgramAddresses) {
    const response = await request.get(`${from}?from=qr`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(`/artistseries/${to}?from=qr`);
    expect(response.headers()['x-content-type-options'], from).toBe('nosniff');
  }
});

test('the new address answers after the redirect', async ({ request }) => {
  const [moved] = oldProgramAddresses;
  if (!moved) throw new Error('no show with a program in the content');
  const response = await request.get(moved.from);
  expect(response.status()).toBe(200);
  expect(response.url()).toMatch(new RegExp(`/artistseries/${moved.to}$`));
});
