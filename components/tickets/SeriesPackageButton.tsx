import { VisitorDayIsland } from '@/components/islands/Island';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { seriesPackageLink } from '@/lib/concepts/seasons/rules/upcoming';
import type { Show } from '@/lib/content/types';

type Candidate = Pick<Show, 'day' | 'endDate' | 'date' | 'speakerSeries' | 'packageTickets'>;

/**
 * 'Purchase Series Package', linked to the package of the first upcoming series show: for the
 * build day in the HTML, for the visitor's day once the visitor-day island runs
 * (components/islands/visitor-day.ts). Nothing when no show of the season sells one.
 */
export function SeriesPackageButton({
  shows,
  buildDay,
  timeZone,
}: {
  shows: Candidate[];
  buildDay: string;
  timeZone: string;
}) {
  const packages = shows
    .filter((show) => show.speakerSeries && show.packageTickets.trim() !== '')
    .map(({ day, endDate, date, speakerSeries, packageTickets }) => ({
      day,
      endDate,
      date,
      speakerSeries,
      packageTickets,
    }));
  if (packages.length === 0) return null;
  const link = seriesPackageLink(packages, buildDay);
  return (
    <VisitorDayIsland timeZone={timeZone} buildDay={buildDay} packages={packages} as="span">
      <ExternalLink
        href={link ?? packages[0]?.packageTickets ?? ''}
        hidden={link === undefined}
        className="button button--primary"
        data-series-package=""
      >
        Purchase Series Package
      </ExternalLink>
    </VisitorDayIsland>
  );
}
