/**
 * The site's own inline scripts, by exact text: the only classic inline scripts a page may
 * carry. The post-build steps keep these and stop the build on any other
 * (scripts/postbuild/script-allowlist.ts), and the Content-Security-Policy hashes exactly these
 * (scripts/postbuild/csp-hashes.ts). A new inline script is added here, from the module that
 * writes it, never as a copy of its text.
 */
import { visitorClockScript } from './visitor-clock-script';

export const SITE_INLINE_SCRIPTS: readonly string[] = [visitorClockScript()];
