import { NotFoundPage, notFoundMetadata } from '@/components/pages/NotFoundPage';
import { ListingLinks } from '@/components/listings/ListingLinks';
import { MonthCalendar } from '@/components/listings/MonthCalendar';
import { getBuildDay, getSite } from '@/lib/content';
import { getListingEntries, getListingScope } from '@/lib/concepts/listings/node';
import { whenLabel } from '@/lib/concepts/listings';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';
import { orStandIn, STAND_IN } from '@/lib/site/static-params';

interface Props {
  params: Promise<{ month: string }>;
}

// One page per month an event of the season takes place in; any other is the 404 page. Between
// seasons, with nothing announced, the route writes only its stand-in, the not-found page
// (lib/site/static-params.ts); /whats-on/calendar/ then says that nothing is announced.
export const dynamicParams = false;

export function generateStaticParams() {
  return orStandIn(
    getListingScope().months.map((month) => ({ month })),
    { month: STAND_IN },
  );
}

// Undefined only at the route's stand-in (lib/site/static-params.ts), which draws the not-found
// page itself: notFound() in a static export writes an empty error document.
async function loadMonth(params: Props['params']) {
  const { month } = await params;
  return getListingScope().months.includes(month) ? month : undefined;
}

export async function generateMetadata({ params }: Props) {
  const month = await loadMonth(params);
  if (!month) return notFoundMetadata;
  const site = getSite();
  return pageMetadata({
    title: `Calendar: ${whenLabel(month)}`,
    description: `${whenLabel(month)} at the ${site.seriesName} at a glance: every performance, screening, talk and free event by day.`,
    path: routes.monthCalendar(month),
  });
}

export default async function MonthCalendarPage({ params }: Props) {
  const month = await loadMonth(params);
  if (!month) return <NotFoundPage />;
  const buildDay = getBuildDay();
  const lines = getListingEntries(buildDay)
    .flatMap((entry) => entry.lines)
    .filter((line) => line.day.startsWith(`${month}-`))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return (
    <div className="container page">
      <MonthCalendar
        month={month}
        months={getListingScope(buildDay).months}
        lines={lines}
        buildDay={buildDay}
      />
      <div className="no-print">
        <ListingLinks />
      </div>
    </div>
  );
}
