// The series' colours where a file outside the stylesheet needs them: the browser's theme colour
// (app/(site)/layout.tsx) and the web manifest (app/manifest.ts). The stylesheet's own copy is
// `--brand-green` in app/tokens.css; lib/site/brand.test.ts keeps the two equal.

/** The series' green: the address bar on phones and the manifest's theme. */
export const THEME_COLOR = '#0b743c';
/** The page background (`--paper`). */
export const BACKGROUND_COLOR = '#ffffff';
