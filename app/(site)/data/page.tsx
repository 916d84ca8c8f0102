import { OpenDataPage } from '@/components/archive/OpenDataPage';
import { getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  return pageMetadata({
    title: 'Open data',
    description: `The ${getSite().seriesName}'s performance history as open data (CC0): every performance, work and performer, as JSON and CSV.`,
    path: routes.openData(),
  });
}

export default function Page() {
  return <OpenDataPage seriesName={getSite().seriesName} />;
}
