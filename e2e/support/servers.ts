/** The three builds the browser tests serve (see playwright.config.ts and scripts/e2e-build.mjs). */
export const PORTS = { main: 4173, analytics: 4174, root: 4175 } as const;

export const ANALYTICS_TEST_ID = 'G-TEST123';

export const analyticsBaseURL = `http://127.0.0.1:${PORTS.analytics}/artistseries/`;
export const rootBaseURL = `http://127.0.0.1:${PORTS.root}/`;
