/** The embeddable lists as public JSON and their JSON Schema (docs/listings-json.md). */
export { listingsDocument } from './document';
export { listingsJsonSchema, listingsDocumentSchema, LISTINGS_JSON_VERSION } from './schema';
export type { ListingsDocument, ListingsEntry } from './schema';
