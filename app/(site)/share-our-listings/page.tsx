import { ShareListingsPage } from '@/components/embeds/ShareListingsPage';
import { getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  return pageMetadata({
    title: 'Share our listings',
    description: `Put the ${getSite().seriesName}'s upcoming events on your own site: snippets to paste, and the listings as JSON.`,
    path: routes.shareListings(),
  });
}

export default function Page() {
  return <ShareListingsPage seriesName={getSite().seriesName} />;
}
