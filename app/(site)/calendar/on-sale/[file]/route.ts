import { findShow, getAllShows, getSeries } from '@/lib/content';
import {
  namesPublicSale,
  onSaleReminderCalendar,
  calendarResponse,
  calendarStamp,
} from '@/lib/outputs/calendar';
import { calendarFileName, nameFromCalendarFileName } from '@/lib/site/routes';
import { orStandIn, STAND_IN } from '@/lib/site/static-params';

// One "Remind me when tickets go on sale" file per show that names a public sale date, written at
// build time as calendar/on-sale/{name}.ics (routes.calendar.onSaleReminder;
// docs/rules/calendars.md#on-sale-reminders). The page offers it while the show sells
// (offersOnSaleReminder) and hides the link once the sale has opened, but keeps it in the HTML
// for a visitor whose clock is earlier, so the file stays while the show has a sale date; a
// called-off show's file holds no reminder. When no show names a sale date the route writes only
// its stand-in (lib/site/static-params.ts).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return orStandIn(
    getAllShows()
      .filter(namesPublicSale)
      .map((show) => ({ file: calendarFileName(show.name) })),
    { file: calendarFileName(STAND_IN) },
  );
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const name = nameFromCalendarFileName(file);
  const show = name === undefined ? undefined : findShow(name);
  if (!show || !namesPublicSale(show)) return new Response('Not found', { status: 404 });
  return calendarResponse(onSaleReminderCalendar(show, getSeries(), calendarStamp()));
}
