/** The season's printable schedule (docs/product-rules.md#show-pages-three-layouts). Build-only (pdfkit). */
export * from './schedule-pdf';
