/**
 * The three builds the browser tests serve (see playwright.config.ts and scripts/e2e-build.mjs).
 * E2E_PORT_BASE moves all three, so two checkouts on one machine can run their suites at once
 * without one silently reusing the other's server.
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4173);

export const PORTS = { main: portBase, analytics: portBase + 1, root: portBase + 2 } as const;

export const ANALYTICS_TEST_ID = 'G-TEST123';

export const analyticsBaseURL = `http://127.0.0.1:${PORTS.analytics}/artistseries/`;
export const rootBaseURL = `http://127.0.0.1:${PORTS.root}/`;
