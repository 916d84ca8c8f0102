/**
 * The words a visitor reads on an exported page: its title, the text of its body as drawn, and the
 * alternative text of its images; never scripts, styles, templates, hidden parts or decorative
 * (aria-hidden) icons, whose ligature names ("calendar_month") are drawn as pictures, nor code a
 * visitor copies as it is (column and file names). Each text node stands apart from the next, so
 * "Quartet" in one element and "Saturday" in the next read as two words, as on the screen. A
 * streaming parser (htmlparser2), since the check reads every page of the site in one process.
 * (docs/testing.md#proofreading)
 */
import { Parser } from 'htmlparser2';

/** Elements whose text is not prose: never drawn, drawn as pictures, or code. */
const NOT_PROSE = new Set(['script', 'style', 'template', 'svg', 'code', 'kbd', 'samp', 'pre']);

/** The visible text of a page, one space between the texts of separate nodes. */
export interface PageText {
  title: string;
  /** The body's drawn text and the images' alternative text, whitespace collapsed. */
  text: string;
  /**
   * The ticket blocks the page draws as built (components/tickets/PhaseSwitch.tsx), each as the
   * phases it serves ("beforeSale onSale"); hidden blocks left out.
   */
  phases: string[][];
}

// The parser gives a text in several pieces (an entity is a piece of its own): pieces join as
// they are, and every tag puts a space between the texts either side.
function collapse(parts: readonly string[]): string {
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The words a visitor reads on the page whose HTML is given. */
export function pageText(html: string): PageText {
  const title: string[] = [];
  const text: string[] = [];
  const phases: string[][] = [];
  // For each open element, whether its text is left out (it or an ancestor is not drawn).
  const skipped: boolean[] = [];
  let inTitle = false;
  let inBody = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        // A <wbr> is where a long word may wrap (an address on the program's card), not a space.
        if (name === 'wbr') {
          skipped.push(skipped.at(-1) ?? false);
          return;
        }
        text.push(' ');
        const outer = skipped.at(-1) ?? false;
        const skip =
          outer ||
          NOT_PROSE.has(name) ||
          'hidden' in attributes ||
          attributes['aria-hidden'] === 'true';
        skipped.push(skip);
        if (name === 'title' && !inBody) inTitle = true;
        if (name === 'body') inBody = true;
        if (skip) return;
        const phase = attributes['data-phase'];
        if (phase) phases.push(phase.split(/\s+/));
        if (name === 'img' && attributes.alt) text.push(attributes.alt, ' ');
      },
      ontext(data) {
        if (inTitle) title.push(data);
        else if (inBody && !skipped.at(-1)) text.push(data);
      },
      onclosetag(name) {
        if (name === 'wbr') {
          skipped.pop();
          return;
        }
        text.push(' ');
        skipped.pop();
        if (name === 'title') inTitle = false;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { title: collapse(title), text: collapse(text), phases };
}
