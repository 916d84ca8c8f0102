/**
 * "Remind me when tickets go on sale": a download of the show's reminder file, a calendar event
 * at the opening with an alarm (docs/rules/calendars.md#on-sale-reminders). A plain link, so it
 * works without JavaScript; it sits in the before-the-sale block of the ticket area, which the
 * phase switch hides once the sale has opened.
 */
import type { Show } from '@/lib/content/types';
import { offersOnSaleReminder } from '@/lib/outputs/calendar';
import { withBasePath } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';

export const ON_SALE_REMINDER_LABEL = 'Remind me when tickets go on sale';

export function OnSaleReminder({
  show,
  timeZone,
  context,
}: {
  show: Show;
  timeZone: string;
  /** Read after the link's text where several share a page: "Winter Lights, Sat, Dec 12". */
  context?: string;
}) {
  if (!offersOnSaleReminder(show, timeZone)) return null;
  return (
    <a
      className="button button--secondary button--small"
      href={withBasePath(routes.calendar.onSaleReminder(show.name))}
      download
    >
      {ON_SALE_REMINDER_LABEL} (.ics)
      {context ? <span className="visually-hidden">: {context}</span> : null}
    </a>
  );
}
