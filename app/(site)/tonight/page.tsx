import { TonightPage } from '@/components/tonight/TonightPage';
import { getAllShows, getBuildDay, getVenues, getEducation } from '@/lib/content';
import { tonightDays } from '@/lib/concepts/tonight';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  return pageMetadata({
    title: 'Tonight',
    description:
      'Your day at the venue: start and door times, late seating, entrances, parking, the program and the sensory guide.',
    path: routes.tonight(),
  });
}

export default function Page() {
  const buildDay = getBuildDay();
  return (
    <TonightPage
      days={tonightDays(getAllShows(), buildDay, getEducation().events)}
      venues={new Map(getVenues().map((venue) => [venue.id, venue]))}
      buildDay={buildDay}
    />
  );
}
