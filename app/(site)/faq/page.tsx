import { FaqPage } from '@/components/pages/FaqPage';
import { getFaq } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  return pageMetadata({
    title: 'FAQ',
    description:
      'Answers about refunds, recording, group discounts, student tickets, door sales, box office hours and more.',
    path: routes.faq(),
  });
}

export default function Page() {
  return <FaqPage items={getFaq()} />;
}
