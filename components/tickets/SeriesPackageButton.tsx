import { ExternalLink } from '@/components/ui/ExternalLink';
import { seriesPackageLink } from '@/lib/concepts/seasons';
import { CLOCK_ATTRIBUTES } from '@/lib/site/visitor-clock/vocabulary';
import type { Show } from '@/lib/content/types';

type Candidate = Pick<Show, 'day' | 'endDate' | 'date' | 'speakerSeries' | 'packageTickets'>;

/**
 * 'Purchase Series Package', linked to the package of the first upcoming series show: for the
 * build day in the HTML, for the visitor's day by the visitor's clock before the first paint (the
 * candidates are in its data attribute: lib/site/visitor-clock/apply.ts). Nothing when no show of
 * the season sells one.
 */
export function SeriesPackageButton({ shows, buildDay }: { shows: Candidate[]; buildDay: string }) {
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
    <ExternalLink
      href={link ?? packages[0]?.packageTickets ?? ''}
      hidden={link === undefined}
      className="button button--primary"
      {...{ [CLOCK_ATTRIBUTES.seriesPackage]: JSON.stringify(packages) }}
    >
      Purchase Series Package
    </ExternalLink>
  );
}
