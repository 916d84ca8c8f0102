// Debian's Chromium, as every browser tool here launches it (Playwright's own browser downloads
// cannot reach their host from these machines). scripts/ensure-test-tools.ts installs it.
// Debian's lighter `chromium-headless-shell` is not used: it has no back/forward cache (it reports
// BackForwardCacheDisabledForDelegate), which e2e/back-forward-cache.spec.ts tests.

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Without the background-networking switches Chromium keeps calling Google services, which the
// closed test network answers only with time-outs.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
