/** @jest-environment node */
import { openedPagesPlugin } from './opened-pages-plugin';

const page = () => new Response('<!DOCTYPE html>', { status: 200 });

describe('the pages the worker keeps', () => {
  it('are the ones the registration script hands over (same-origin requests)', async () => {
    const request = new Request('https://arts.example.edu/artistseries/faq/', {
      mode: 'same-origin',
    });
    const response = page();
    expect(await openedPagesPlugin.cacheWillUpdate({ request, response })).toBe(response);
  });

  it("are never the router's prefetches of linked pages", async () => {
    const request = new Request('https://arts.example.edu/artistseries/faq/', {
      headers: { RSC: '1' },
    });
    expect(await openedPagesPlugin.cacheWillUpdate({ request, response: page() })).toBeNull();
  });

  it('are never an error answer', async () => {
    const request = new Request('https://arts.example.edu/artistseries/faq/', {
      mode: 'same-origin',
    });
    const response = new Response('gone', { status: 404 });
    expect(await openedPagesPlugin.cacheWillUpdate({ request, response })).toBeNull();
  });
});
