/**
 * The text of the visitor's clock, the one inline script in each page's <head>
 * (docs/architecture.md#the-visitors-clock): the rules of lib/site/visitor-clock/, compiled by
 * esbuild into lib/site/visitor-clock/script.generated.ts (lib/build/visitor-clock-bundle.ts, run
 * by `npm run clock` before each build). The same text on every page, so the post-build steps
 * allow and hash it by its exact text, imported from here.
 */
import { VISITOR_CLOCK_SCRIPT } from './visitor-clock/script.generated';

export function visitorClockScript(): string {
  return VISITOR_CLOCK_SCRIPT;
}
