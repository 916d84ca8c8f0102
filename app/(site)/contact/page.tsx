import { ContactPage } from '@/components/pages/ContactPage';
import { getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  return pageMetadata({
    title: 'Contact',
    description: 'Phone, fax, e-mail, postal address and box office hours of the series.',
    path: routes.contact(),
  });
}

export default function Page() {
  return <ContactPage site={getSite()} />;
}
