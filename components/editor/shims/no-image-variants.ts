// The preview does not know an image's width, and the AVIF/WebP variants are named by width
// (lib/outputs/images/browser/image-variants.ts): a guessed width would ask for files that do not exist, and a
// <picture> whose chosen source is missing shows nothing. The preview loads the original file.
// A relative path: the bundler replaces the module's @/ name with this file.
export {
  VARIANT_FORMATS,
  variantPath,
  variantWidths,
} from '../../../lib/outputs/images/browser/image-variants';

export function hasVariants(): boolean {
  return false;
}
