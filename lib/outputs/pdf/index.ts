/** The season's printable schedule (docs/rules/shows.md#show-pages-three-layouts). Build-only (pdfkit). */
export * from './schedule-pdf';
