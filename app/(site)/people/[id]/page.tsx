import { NotFoundPage, notFoundMetadata } from '@/components/pages/NotFoundPage';
import { PersonPage } from '@/components/archive/PersonPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { SearchTags } from '@/components/search/SearchTags';
import { findPerson, getAppearances, getPeople } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { personSearchTags } from '@/lib/outputs/search';
import { personStructuredData } from '@/lib/outputs/structured-data';
import { PERSON_KIND_NAMES } from '@/lib/concepts/archive';
import { routes } from '@/lib/site/routes';
import { orStandIn, STAND_IN } from '@/lib/site/static-params';

interface Props {
  params: Promise<{ id: string }>;
}

// Only the people of content/people/ exist; any other id is the 404 page. Without people (the
// folder is optional) the route writes only its stand-in, the not-found page
// (lib/site/static-params.ts).
export const dynamicParams = false;

export function generateStaticParams() {
  return orStandIn(
    getPeople().map((person) => ({ id: person.id })),
    { id: STAND_IN },
  );
}

// Undefined only at the route's stand-in (lib/site/static-params.ts), which draws the not-found
// page itself: notFound() in a static export writes an empty error document.
async function loadPerson(params: Props['params']) {
  return findPerson((await params).id);
}

export async function generateMetadata({ params }: Props) {
  const person = await loadPerson(params);
  if (!person) return notFoundMetadata;
  return pageMetadata({
    // Not the name alone: a group's page would share its title with the show it gave.
    title: `${person.name}: appearances`,
    description:
      person.bio ?? `${person.name} in the series: what comes next and every appearance since.`,
    path: routes.person(person.id),
  });
}

export default async function Page({ params }: Props) {
  const person = await loadPerson(params);
  if (!person) return <NotFoundPage />;
  const appearances = getAppearances(person.id);
  return (
    <>
      <JsonLd data={personStructuredData(person)} />
      <PersonPage person={person} appearances={appearances}>
        <SearchTags
          tags={personSearchTags(person, appearances)}
          detail={PERSON_KIND_NAMES[person.kind]}
        />
      </PersonPage>
    </>
  );
}
