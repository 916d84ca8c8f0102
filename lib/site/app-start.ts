// What the server renders to tell the hydration loader (lib/build/hydration-loader.js) that a page
// needs the app before the visitor does anything. Left alone, a page stays the complete HTML it
// was built as, and the app starts at the visitor's first move; these markers are the exceptions.
// The loader is plain text and spells the attribute names itself: lib/build/hydration.test.ts
// checks that it uses these. Why: docs/architecture.md#deferred-hydration.

/** An element whose part of the page is empty or wrong until the app runs (search, My picks). */
export const APP_NOW_ATTRIBUTE = 'data-app-now';

/** Spread on such an element: `<div {...APP_NOW}>`. */
export const APP_NOW = { [APP_NOW_ATTRIBUTE]: '' } as const;

// An address fragment of the form "#name=value" is read by the app (the share links of
// lib/rules/share-fragment.ts, the trailer's reload in components/trailer/VideoPlayer.tsx), so a
// page opened with one starts the app on its own; a plain anchor ("#films-heading") does not.

/**
 * On `<html>`: the build's day at the venue as two instants (ms since the epoch), its start and
 * its end, "start end". The day-dependent parts of every page (upcoming and past, today,
 * tonight) are right for a visitor whose clock is inside it; outside it (after midnight, before
 * the nightly build; a clock set wrong), the app starts at once to re-split them for the
 * visitor's day.
 */
export const BUILD_DAY_SPAN_ATTRIBUTE = 'data-build-day-span';
