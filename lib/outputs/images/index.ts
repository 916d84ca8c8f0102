/**
 * Image outputs (docs/rules/content.md#images): the poster copies cut for sharing and search.
 * Build-only (sharp); the variant naming rule the browser shares is in ./browser/.
 */
export * from './share-images';
export * from './app-icons';
