/**
 * Plain text from the (already sanitised) HTML fields, for places that cannot carry markup:
 * meta descriptions, structured data, calendar files and the schedule PDF. The HTML is read by
 * html-to-text (an HTML parser and the whole table of named entities), not by regular expressions.
 */
import { compile } from 'html-to-text';

/**
 * The tags staff HTML keeps (lib/content/sanitize.ts) as text: no line wrapping (calendar apps
 * and search engines wrap), a link's words without its address, headings as written (not upper
 * case), a quotation as its paragraphs, list items one a line after "• " (ordered: "1. ").
 */
const convert = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'blockquote', format: 'block' },
    { selector: 'ul', options: { itemPrefix: '• ' } },
  ],
});

/**
 * Sanitised HTML from content → plain text for JSON-LD descriptions and calendar entries:
 * paragraphs are separated by a blank line, `<br>` and list items start a line, tags go,
 * entities are decoded.
 */
export function htmlToPlainText(html: string): string {
  return convert(html)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One line of at most `maxLength` characters, cut at a word: for meta descriptions. */
export function plainTextSummary(html: string, maxLength = 160): string {
  const text = htmlToPlainText(html).replace(/\s+/g, ' ');
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
