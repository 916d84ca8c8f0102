/**
 * The slug rule (docs/product-rules.md#names) for show and film names: lowercase, spaces to underscores, and
 * apostrophes, exclamation marks, colons and periods removed. Nothing else changes, so a title
 * with other punctuation yields a name that is not a valid URL slug; the content loader reports
 * that and asks for an explicit "name" instead of inventing a rule of its own.
 */

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/ /g, '_')
    .replace(/['’!:.]/g, '');
}

/** The given name, or the slug of the title when none is given. */
export function nameFor(entry: { name?: string; title: string }): string {
  return entry.name ?? slugify(entry.title);
}
