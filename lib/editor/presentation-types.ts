/**
 * The words of the editor's presentation table (lib/editor/presentation.ts), in a module of their
 * own so that the help texts (lib/editor/help.ts), which the table merges in, can name them
 * without importing the table.
 */

/** Where an editor field sits: "shows.photos.file" (collection, then field names). */
export type FieldPath = string;

/** How a field is shown beyond what the schema says: label, help text, a media widget. */
export interface Presentation {
  label?: string;
  hint?: string;
  /** A file-name field that is uploaded: an image or any file, into this repository folder. */
  media?: { widget: 'image' | 'file'; folder: string };
  /** The words staff choose from, by stored value: every value of a list of choices needs them. */
  options?: Readonly<Record<string, string>>;
}
