import { CovidPage } from '@/components/pages/CovidPage';
import { getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  return pageMetadata({
    title: 'COVID-19 Policy',
    description: 'Masks are optional at our events. Please stay home if you feel sick.',
    path: routes.covid(),
  });
}

export default function Page() {
  return <CovidPage phone={getSite().phone} />;
}
