import { ContactPage } from '@/components/pages/ContactPage';
import { getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata() {
  return pageMetadata({
    title: 'Contact',
    description: 'Phone, fax, e-mail, postal address and box office hours of the series.',
    path: '/contact/',
  });
}

export default function Page() {
  return <ContactPage site={getSite()} />;
}
