/**
 * Placeholder artwork (`npm run images`, scripts/generate-images.ts): what the content names and
 * lacks, drawn at build time from the content's own words, and written to public/. Build-only.
 */
export * from './content';
export * from './plan';
export * from './write';
