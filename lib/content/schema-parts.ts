/**
 * The building blocks of the content schemas (each content file's schema and the parts it composes,
 * from ./site-schema.ts to each concept room's schema modules): dates, times, links, names, staff HTML.
 * Kept in a module of their own so that every schema shares the very same schema objects, which the
 * editor's field generator (lib/editor/fields.ts) recognises by identity.
 */
import { z } from 'zod';
import { seasonStartYear } from '../concepts/seasons';

// ---------------------------------------------------------------------------------------------
// Building blocks

function isRealCalendarDate(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  // Stryker disable ConditionalExpression,LogicalOperator: a day that overflows moves at least two of the three parts, so each check backs the others up
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
  // Stryker restore ConditionalExpression,LogicalOperator
}

/** A calendar day in the venue's time zone, `YYYY-MM-DD`, that exists (no 30 February). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return isRealCalendarDate(y, m, d);
  }, 'is not a real calendar date');

/** A 24-hour wall-clock time in the venue's time zone, `HH:MM`. */
export const wallTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time written HH:MM');

/** A local date and time in the venue's time zone, `YYYY-MM-DDTHH:MM`, both parts real. */
export const isoLocalDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    'must be a local date and time written YYYY-MM-DDTHH:MM',
  )
  .refine((value) => {
    const [datePart, timePart] = value.split('T') as [string, string];
    return isoDate.safeParse(datePart).success && wallTime.safeParse(timePart).success;
  }, 'is not a real date and time');

/** The protocol of an absolute address with a dotted host name, or undefined for anything else. */
function protocolOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.hostname.includes('.') ? url.protocol : undefined;
  } catch {
    return undefined;
  }
}

/** An absolute http(s) address. */
export const httpUrl = z.string().refine((value) => {
  const protocol = protocolOf(value);
  return protocol === 'https:' || protocol === 'http:';
}, 'must be an absolute http(s) link');

/** A link where an empty string means "none" (the rule for tickets: docs/rules/tickets.md#tickets-and-buttons). */
export const optionalHttpUrl = z.union([z.literal(''), httpUrl]).default('');

/**
 * An absolute https address, for every link that takes payment: tickets, presales, packages, the
 * ticket seller, giving. Over plain http a card number or a session would cross the network in
 * the clear, and browsers mark such a page "Not secure"; the buy button, the offer in structured
 * data and the calendar files all carry the link as written (docs/rules/tickets.md#tickets-and-buttons).
 */
export const secureUrl = z.string().superRefine((value, ctx) => {
  const protocol = protocolOf(value);
  if (protocol === 'https:') return;
  ctx.addIssue({
    code: 'custom',
    message:
      protocol === 'http:' ? 'must be a secure https:// link' : 'must be an absolute https:// link',
  });
});

/** A payment link where an empty string means "none", as optionalHttpUrl. */
export const optionalSecureUrl = z.union([z.literal(''), secureUrl]).default('');

/** A file name inside the show's image folder (public/shows/{name}/), no path parts. */
export const fileName = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]*\.[A-Za-z0-9]+$/,
    'must be a plain file name like photo-1.jpg',
  );

export const hexColour = z
  .string()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex color like #0b743c');

/**
 * Longest name (URL slug) accepted. A name becomes a folder and file names in the export, and
 * file systems stop at 255 bytes (Next then fails with ENAMETOOLONG, naming no content file).
 */
export const MAX_NAME_LENGTH = 100;

/** A URL slug: lowercase letters, digits, underscores and hyphens. */
export const slug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'must be lowercase letters, digits, _ or -')
  .max(MAX_NAME_LENGTH, `must be at most ${MAX_NAME_LENGTH} characters long`);

/** HTML from staff. It is sanitised with an allowlist (lib/content/sanitize.ts) before it reaches a page. */
export const html = z.string();

/** A season as content writes it, "2026-27": July 2026 to June 2027 (lib/concepts/seasons/rules/seasons.ts). */
export const seasonId = z
  .string()
  .refine((value) => seasonStartYear(value) !== undefined, 'must be a season written like 2026-27');

export const nonEmpty = (what: string) => z.string().trim().min(1, `${what} is required`);

/**
 * A picture staff add, as one object: the file's name in the folder its field names, and what it
 * shows, for people who cannot see it. Its size is read from the file at build time
 * (lib/content/images.ts); the pages get it as a Picture (lib/content/types.ts).
 */
export const picture = z.strictObject({
  /** The file's name, e.g. "stage.jpg". */
  file: fileName,
  /** What the picture shows, in a sentence. */
  alt: nonEmpty('alt'),
});
