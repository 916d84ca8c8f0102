'use client';

import { ExternalLink } from '@/components/ui/ExternalLink';
import { seriesPackageLink } from '@/lib/rules/upcoming';
import type { Show } from '@/lib/content/types';
import { useVisitorDay } from '@/components/ui/useVisitorDay';

type Candidate = Pick<
  Show,
  'name' | 'day' | 'endDate' | 'date' | 'speakerSeries' | 'packageTickets'
>;

/**
 * 'Purchase Series Package', linked to the package of the first upcoming series show for the
 * visitor's day (the build day until hydration). Nothing when no upcoming show sells one.
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
  const today = useVisitorDay(timeZone, buildDay);
  const link = seriesPackageLink(shows, today);
  if (!link) return null;
  return (
    <ExternalLink href={link} className="button button--primary">
      Purchase Series Package
    </ExternalLink>
  );
}
