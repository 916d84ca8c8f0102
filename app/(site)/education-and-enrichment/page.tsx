import { EducationStructuredData } from '@/components/seo/StructuredData';
import { EducationPage } from '@/components/pages/EducationPage';
import { feedFor } from '@/lib/outputs/calendar';
import { getEducation } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  const education = getEducation();
  return pageMetadata({
    title: 'Education & Enrichment',
    description: `${education.programName} ${education.season}: talks, workshops and performances. All events are free and open to the public.`,
    path: routes.education(),
    feeds: [feedFor({ kind: 'education' })],
  });
}

export default function Page() {
  const education = getEducation();
  return (
    <>
      <EducationStructuredData education={education} />
      <EducationPage education={education} />
    </>
  );
}
