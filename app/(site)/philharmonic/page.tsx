import { PhilharmonicPage } from '@/components/pages/PhilharmonicPage';
import { getClub, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  return pageMetadata({
    title: 'Philharmonic Club',
    description:
      'Join the Philharmonic Club, the giving circle that funds the season: preferential seating, post-performance parties and receptions, from $200 a year.',
    path: routes.philharmonic(),
  });
}

export default function Page() {
  const site = getSite();
  return (
    <PhilharmonicPage
      seriesName={site.seriesName}
      phone={site.phone}
      donationUrl={site.donationUrl}
      club={getClub()}
    />
  );
}
