import { StudentsPage } from '@/components/pages/StudentsPage';
import { getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  return pageMetadata({
    title: 'Students',
    description:
      'University students get one free ticket to every event with their university ID. Box office hours, contacts and how student tickets are released.',
    path: routes.students(),
  });
}

export default function Page() {
  return <StudentsPage site={getSite()} />;
}
