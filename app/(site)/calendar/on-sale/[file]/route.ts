import { findShow, getAllShows, getSeries, getSite } from '@/lib/content';
import {
  offersOnSaleReminder,
  onSaleReminderCalendar,
  calendarResponse,
  calendarStamp,
} from '@/lib/outputs/calendar';
import { calendarFileName, nameFromCalendarFileName } from '@/lib/site/routes';

// One "Remind me when tickets go on sale" file per show whose page offers it (a show that sells
// and names a public sale date), written at build time as calendar/on-sale/{name}.ics
// (routes.calendar.onSaleReminder; docs/rules/calendars.md#on-sale-reminders). The page hides the
// link once the sale has opened, but keeps it in the HTML for a visitor whose clock is earlier,
// so the file stays while the show has a sale date.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  const { timeZone } = getSite();
  return getAllShows()
    .filter((show) => offersOnSaleReminder(show, timeZone))
    .map((show) => ({ file: calendarFileName(show.name) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const name = nameFromCalendarFileName(file);
  const show = name === undefined ? undefined : findShow(name);
  if (!show || !offersOnSaleReminder(show, getSite().timeZone)) {
    return new Response('Not found', { status: 404 });
  }
  return calendarResponse(onSaleReminderCalendar(show, getSeries(), calendarStamp()));
}
