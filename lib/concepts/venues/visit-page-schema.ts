/**
 * The visit page's texts (/visit/, docs/rules/visiting.md#venues-and-visiting), under "visit" in
 * content/site.json. The box office's name, address and hours come from site.json's boxOffice,
 * written once; each venue's own page links from there.
 */
import { z } from 'zod';
import { html } from '../../content/schema-parts';

export const visitPageSchema = z.strictObject({
  /** A sentence or two above everything else (HTML). */
  intro: html.optional(),
  /** When doors and the box office open before a performance (HTML). */
  doors: html,
  /** What happens to someone who arrives after the start (HTML). */
  lateSeating: html,
  /** Bags, food and drink, cameras and recording (HTML). */
  bags: html,
  /** Refunds, exchanges and returned tickets (HTML). */
  refunds: html,
});

/** The HTML fields, in the order the visit page shows them, with their headings. */
export const visitSections = [
  { field: 'doors', heading: 'Doors and arrival' },
  { field: 'lateSeating', heading: 'Late seating' },
  { field: 'bags', heading: 'Bags, food and recording' },
  { field: 'refunds', heading: 'Refunds and exchanges' },
] as const;
