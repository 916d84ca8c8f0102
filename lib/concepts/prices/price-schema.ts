/**
 * A show's, a performance's and a film's ticket price, and a show's affordability notes
 * (docs/rules/tickets.md#prices). Composed into lib/concepts/shows/show-schema.ts and
 * lib/concepts/shows/performance-schema.ts; the words visitors read come from lib/concepts/prices/rules/price.ts and
 * lib/concepts/prices/rules/affordability.ts, which rely on what this schema guarantees: no negative price, a min
 * at or below its max, a floor for pay what you can, a min with every max. A price with nothing
 * in it (the editor's untouched price group) is no price: "Prices to be announced".
 */
import { z } from 'zod';
import { affordabilityIds } from './rules/affordability';
import { dollars } from './rules/price';

/** An amount in dollars: never negative, at most whole cents. */
const amount = z
  .number()
  .nonnegative('must be 0 or more: a price is never negative')
  .refine(
    // Stryker disable next-line EqualityOperator: no amount in dollars is exactly 1e-9 cents from a whole cent
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
    'must be in whole cents (12.5 or 12.50, not 12.505)',
  );

export const priceSchema = z
  .strictObject({
    /** Lowest price in dollars; the floor when pay what you can; leave out only when free. */
    min: amount.optional(),
    /** Highest price in dollars; leave out when there is one price. */
    max: amount.optional(),
    /** Free admission; the same as min 0 with no max. */
    free: z.boolean().optional(),
    /** Visitors choose what they pay, from `min` (the floor, which may be 0). */
    payWhatYouCan: z.boolean().optional(),
  })
  .superRefine((price, ctx) => {
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    const { min, max, free, payWhatYouCan } = price;
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a comparison with undefined is false, so the guards only narrow the types
    if (min !== undefined && max !== undefined && min > max) {
      issue('min', `is ${dollars(min)}, above max (${dollars(max)}): swap them`);
    }
    if (free && payWhatYouCan) {
      issue('payWhatYouCan', 'conflicts with "free": a price is free or pay what you can');
    } else if (payWhatYouCan && min === undefined) {
      issue(
        'min',
        'is required for pay what you can: the floor, the least a ticket costs (0 if none)',
      );
    } else if (!free && min === undefined && max !== undefined) {
      issue('min', 'is required: the lowest price in dollars (or set "free")');
    }
    if (free && ((min ?? 0) > 0 || (max ?? 0) > 0)) {
      issue('free', 'conflicts with a price above $0: remove "free" or the amounts');
    }
    if (payWhatYouCan && max !== undefined) {
      issue('max', 'does not go with pay what you can, which has a floor and no top: remove it');
    }
  });

export type Price = z.output<typeof priceSchema>;

/** A show's affordability notes: each kind (lib/concepts/prices/rules/affordability.ts) once, with its conditions. */
export const affordabilityField = z
  .array(
    z.strictObject({
      /** student, rush, pay-what-you-can, companion or club-presale. */
      kind: z.enum(affordabilityIds),
      /** Who qualifies, what it costs and where: "$10 with a valid student ID, at the box office". */
      details: z
        .string()
        .trim()
        .min(1, 'is empty: say who qualifies, what it costs and where')
        .max(200, 'must be at most 200 characters: a sentence or two'),
    }),
  )
  .default([])
  .superRefine((notes, ctx) => {
    notes.forEach((note, index) => {
      if (notes.findIndex((other) => other.kind === note.kind) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'kind'],
          message: `lists "${note.kind}" twice: put both conditions in one note`,
        });
      }
    });
  });
