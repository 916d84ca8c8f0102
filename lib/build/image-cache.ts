/**
 * Where scripts/postbuild/write-image-variants.ts caches the AVIF and WebP files it encodes,
 * relative to the project. The CI workflows keep this folder between runs (actions/cache names the
 * same path; test/support/workflows.ts's expectImageCache holds the two together).
 */
export const IMAGE_CACHE_DIR = 'node_modules/.cache/image-variants';
