import { SubscribePage } from '@/components/pages/SubscribePage';
import { getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/site/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  return pageMetadata({
    title: 'Subscribe',
    description: 'Sign up for e-mail news about the season, on-sale dates and special offers.',
    path: routes.subscribe(),
  });
}

export default function Page() {
  return <SubscribePage site={getSite()} />;
}
