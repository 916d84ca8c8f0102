/**
 * The two builds the browser tests serve (see playwright.config.ts and scripts/e2e-build.ts).
 * E2E_PORT_BASE moves both, so two checkouts on one machine can run their suites at once
 * without one silently reusing the other's server.
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4173);

export const PORTS = { main: portBase, root: portBase + 1 } as const;

/** The measurement id the root build is made with (scripts/e2e-build.ts). */
export { ANALYTICS_TEST_ID } from '../../test/support/host-root-variant';

/** The build at the host root, which also carries analytics. */
export const rootBaseURL = `http://127.0.0.1:${PORTS.root}/`;

/**
 * The export the specs read from disk: E2E_OUT_DIR, which playwright.config.ts points at the
 * host-root build for that run, else out/. A test-harness setting, read here only (the site's own
 * settings are read by lib/site/deployment.ts).
 */
export function exportDir(): string {
  return process.env.E2E_OUT_DIR || 'out';
}

/** E2E_SCREENSHOTS=1 saves screenshots for people to look at (test harness only). */
export function screenshotsWanted(): boolean {
  return process.env.E2E_SCREENSHOTS === '1';
}
