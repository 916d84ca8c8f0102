/** The performance history as open data (docs/open-data.md). Build-only. */
export * from './document';
export * from './schema';
export * from './current';
