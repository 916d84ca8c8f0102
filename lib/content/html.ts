/**
 * Staff HTML goes through the allowlist of lib/content/sanitize.ts. Whatever the allowlist would remove is
 * a content error naming the field and the markup: a page that silently lost a heading, or the
 * rest of a field after an unclosed <style>, is worse than a build that says what to change.
 */
import { ALLOWED_TAGS, sanitizeHtmlWithReport } from './sanitize';
import type { FieldRef } from './images';
import type { Reader } from './read';

export function cleanHtml(reader: Reader, at: FieldRef, html: string): string {
  const { html: clean, removed } = sanitizeHtmlWithReport(html);
  if (removed.length > 0) {
    reader.problems.push({
      ...at,
      message: `contains markup the site does not allow, which would be removed: ${removed.join('; ')}. Allowed tags: ${ALLOWED_TAGS.join(', ')}`,
    });
  }
  return clean;
}
