/**
 * The rules that tie a show's sale dates together (docs/rules/calendars.md#on-sale-reminders): the
 * public sale opens before the show and needs a ticket link; a members' presale has a link, opens
 * before the public sale and exists only with one. Called from the show schema's refinement in
 * lib/concepts/shows/show-schema.ts, so each problem names its field.
 */
import type { z } from 'zod';

/** The fields of a show these rules read, as the schema has parsed them. */
export interface SaleDates {
  /** Start, local venue time "YYYY-MM-DDTHH:MM". */
  date: string;
  tickets: string;
  onSale?: string;
  presaleTickets: string;
  presaleOpens?: string;
}

export function checkSaleDates(show: SaleDates, ctx: z.RefinementCtx): void {
  if (show.onSale !== undefined && show.onSale >= show.date) {
    ctx.addIssue({
      code: 'custom',
      path: ['onSale'],
      message: 'must be before the show starts',
    });
  }
  if (show.onSale !== undefined && show.tickets === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['onSale'],
      message: 'needs a "tickets" link: the page offers it once the sale opens',
    });
  }
  if (show.presaleOpens !== undefined && show.presaleTickets === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['presaleOpens'],
      message: 'needs "presaleTickets": the link where the members\' presale opens',
    });
  }
  if (
    show.presaleOpens !== undefined &&
    show.onSale !== undefined &&
    show.presaleOpens >= show.onSale
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['presaleOpens'],
      message: 'must be before the public sale opens ("onSale")',
    });
  }
  if (show.presaleTickets !== '' && show.onSale === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['presaleTickets'],
      message: 'needs "onSale": a presale is the sale before the public one',
    });
  }
}
