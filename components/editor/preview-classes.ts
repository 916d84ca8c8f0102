/**
 * The classes of the editor's own labels around the site's components in the preview pane,
 * defined in ./previews.css (plain CSS: no page of the site has them, and every CSS module takes
 * Next's names, docs/architecture.md#one-name-per-css-class). Importing this module brings that
 * stylesheet into the previews' bundle (lib/build/editor-previews-bundle.ts).
 */
import './previews.css';

export const previewClasses = {
  /** The preview's column: the card, then the page. */
  preview: 'editor-preview',
  /** A label that says what follows ("The card on the home page"). */
  label: 'editor-label',
} as const;
