import { NotFoundPage, notFoundMetadata } from '@/components/pages/NotFoundPage';
import { WorkPage } from '@/components/archive/WorkPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { SearchTags } from '@/components/search/SearchTags';
import { findWork, getWorkPerformances, getWorkRef, getWorks } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { workSearchTags } from '@/lib/outputs/search';
import { workStructuredData } from '@/lib/outputs/structured-data';
import { WORK_KIND_NAMES } from '@/lib/concepts/archive';
import { routes } from '@/lib/site/routes';
import { orStandIn, STAND_IN } from '@/lib/site/static-params';

interface Props {
  params: Promise<{ id: string }>;
}

// Only the works of content/works/ exist; any other id is the 404 page. Without works (the folder
// is optional) the route writes only its stand-in, the not-found page (lib/site/static-params.ts).
export const dynamicParams = false;

export function generateStaticParams() {
  return orStandIn(
    getWorks().map((work) => ({ id: work.id })),
    { id: STAND_IN },
  );
}

// Undefined only at the route's stand-in (lib/site/static-params.ts), which draws the not-found
// page itself: notFound() in a static export writes an empty error document.
async function loadWork(params: Props['params']) {
  const work = findWork((await params).id);
  return work && getWorkRef(work);
}

export async function generateMetadata({ params }: Props) {
  const work = await loadWork(params);
  if (!work) return notFoundMetadata;
  const by = work.creators.map((creator) => creator.person.name).join(', ');
  return pageMetadata({
    // Not the title alone: a work's page would share its title with the show that gave it.
    title: `${work.title}: performances`,
    description: `${work.title}${by ? ` by ${by}` : ''}: every performance in the series and who performed it.`,
    path: routes.work(work.id),
  });
}

export default async function Page({ params }: Props) {
  const work = await loadWork(params);
  if (!work) return <NotFoundPage />;
  const performances = getWorkPerformances(work.id);
  return (
    <>
      <JsonLd data={workStructuredData(work)} />
      <WorkPage work={work} performances={performances}>
        <SearchTags tags={workSearchTags(work, performances)} detail={WORK_KIND_NAMES[work.kind]} />
      </WorkPage>
    </>
  );
}
