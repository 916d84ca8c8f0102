/**
 * How long before a performance a venue needs to hear of a service booked ahead
 * (docs/rules/visiting.md#request-by): content/venues.json `accessRequests`. Composed into the
 * venue schema (lib/concepts/venues/venue-schema.ts); the rules themselves are in lib/concepts/venues/rules/request-by.ts.
 */
import { z } from 'zod';
import type { NoticeService } from './rules/request-by';

const leadDays = z
  .number({ error: 'must be a number of days' })
  .int('must be a whole number of days')
  .min(0, 'cannot be below 0: the number of days before the performance day requests are due')
  .max(90, 'must be at most 90 days');

/** One optional lead time per service that needs notice; a new such service must be added here. */
const byServiceShape = {
  'asl-interpretation': leadDays.optional(),
  'audio-description': leadDays.optional(),
  'touch-tour': leadDays.optional(),
  'open-captions': leadDays.optional(),
} satisfies Record<NoticeService, z.ZodType>;

export const accessRequestFields = {
  /** Days of notice for ASL, captioning, audio description and touch tours; 14 when absent. */
  accessRequests: z
    .strictObject({
      /** Days before the performance day: the last day to ask. 0 means the day itself. */
      leadDays,
      /** A service that needs more (or less) notice than the rest, by its id. */
      byService: z.strictObject(byServiceShape).optional(),
    })
    .optional(),
};
