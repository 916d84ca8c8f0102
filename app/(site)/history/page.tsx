import { HistoryPage } from '@/components/archive/HistoryPage';
import { getHistory, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  const site = getSite();
  return pageMetadata({
    title: 'History',
    description: `Every season of the ${site.seriesName}: the works performed most often, the artists who came back, and the archive by decade.`,
    path: routes.history(),
  });
}

export default function Page() {
  return <HistoryPage history={getHistory()} seriesName={getSite().seriesName} />;
}
