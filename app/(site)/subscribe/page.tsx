import { SubscribePage } from '@/components/pages/SubscribePage';
import { getSite } from '@/lib/content';
import { listedFeeds } from '@/lib/outputs/calendar';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  return pageMetadata({
    title: 'Subscribe',
    description:
      'Sign up for e-mail news about the season, and subscribe to a calendar of the series you follow.',
    path: routes.subscribe(),
    feeds: listedFeeds(),
  });
}

export default function Page() {
  return <SubscribePage site={getSite()} feeds={listedFeeds()} />;
}
