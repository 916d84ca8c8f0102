/**
 * Structured data (JSON-LD, schema.org) for search engines (docs/architecture.md#structured-data):
 * the Events of shows, performances, films and education, and the venues' places. Build-only.
 */
export * from './events';
export * from './people';
export * from './show-page';
export * from './venue';
export * from './shapes';
