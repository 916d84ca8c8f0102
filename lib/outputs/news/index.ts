/** The what's-new feeds (docs/rules/calendars.md#whats-new): Atom and JSON Feed. Build-only. */
export * from './feeds';
