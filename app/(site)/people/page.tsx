import { NameIndex, type IndexEntry } from '@/components/indexes/NameIndex';
import { PageIntro } from '@/components/ui/PageIntro';
import { groupByInitial, PERSON_KIND_NAMES } from '@/lib/concepts/archive';
import { getPeople, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';
import { countOf } from '@/lib/site/words';

export function generateMetadata() {
  const site = getSite();
  return pageMetadata({
    title: 'People',
    description: `Everyone who has appeared in the ${site.seriesName}, by name: performers, ensembles, speakers, composers and companies.`,
    path: routes.people(),
  });
}

export default function PeopleIndexPage() {
  const site = getSite();
  const people = getPeople();
  const entries: IndexEntry[] = people.map((person) => ({
    name: person.name,
    url: routes.person(person.id),
    detail: PERSON_KIND_NAMES[person.kind],
  }));
  return (
    <div className="container page">
      <PageIntro eyebrow={site.seriesName} title="People">
        <p>
          {countOf(people.length, { one: 'person or group', other: 'people and groups' })} in the
          series&rsquo; record, by name. Each page lists their appearances, past and coming.
        </p>
      </PageIntro>
      <NameIndex groups={groupByInitial(entries, (entry) => entry.name)} label="People" />
    </div>
  );
}
