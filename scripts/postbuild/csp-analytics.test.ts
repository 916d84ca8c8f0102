// The pages' Content-Security-Policy (scripts/postbuild/csp-hashes.ts, deploy/csp-policy.ts)
// against what the page-view module (components/analytics/page-views.ts) does in the browser:
// it adds Google's tag by its address, never as inline text, so analytics needs that address's
// origin in script-src and no hash (docs/architecture.md#analytics).
import { ANALYTICS_SETTINGS_ID } from '../../components/analytics/gtag';
import { startPageViews } from '../../components/analytics/page-views';
import { injectPolicy } from './csp-hashes';

jest.mock('web-vitals', () => ({
  onCLS: jest.fn(),
  onFCP: jest.fn(),
  onINP: jest.fn(),
  onLCP: jest.fn(),
  onTTFB: jest.fn(),
}));

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><p>Hi</p></body></html>';

/** The sources the page's meta policy lists in script-src. */
function scriptSources(analytics: boolean): string[] {
  const { html } = injectPolicy(page, { analytics });
  const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const [name, ...sources] = policy.split(' ');
  expect(name).toBe('script-src');
  return sources;
}

/** Every script the page-view module adds to a page with the settings, once it is idle. */
async function scriptsAdded(): Promise<HTMLScriptElement[]> {
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="application/json" id="${ANALYTICS_SETTINGS_ID}">{"id":"G-TEST123"}</script>`;
  const before = new Set(document.querySelectorAll('script'));
  startPageViews();
  // jsdom has loaded the page and has no requestIdleCallback: the module waits one timer.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return [...document.querySelectorAll('script')].filter((script) => !before.has(script));
}

describe('the Content-Security-Policy and the page-view module', () => {
  it('lets a page with analytics load the tag the module adds, from its address', async () => {
    const added = await scriptsAdded();
    expect(added.length).toBeGreaterThan(0);
    const sources = scriptSources(true);
    for (const script of added) {
      // An inline script would need a hash the policy does not have.
      expect(script.textContent).toBe('');
      expect(sources).toContain(new URL(script.src).origin);
    }
  });

  it('lets a page without analytics load no tag from that address', async () => {
    const [script] = await scriptsAdded();
    expect(scriptSources(false)).not.toContain(new URL(script?.src ?? '').origin);
  });

  it('allows no inline script for analytics: the policy hashes the same with and without it', () => {
    const hashes = (analytics: boolean) => injectPolicy(page, { analytics }).hashes;
    expect(hashes(true)).toEqual(hashes(false));
    expect(scriptSources(true).some((source) => source.startsWith("'sha256-"))).toBe(false);
  });
});
