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
