import { FaqPage } from '@/components/pages/FaqPage';
import { getFaq } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata() {
  return pageMetadata({
    title: 'FAQ',
    description:
      'Answers about refunds, recording, group discounts, student tickets, door sales, box office hours and more.',
    path: '/faq/',
  });
}

export default function Page() {
  return <FaqPage items={getFaq()} />;
}
