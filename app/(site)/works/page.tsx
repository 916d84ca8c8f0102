import { NameIndex, type IndexEntry } from '@/components/indexes/NameIndex';
import { PageIntro } from '@/components/ui/PageIntro';
import { groupByInitial } from '@/lib/concepts/archive';
import { getSite, getWorkRef, getWorks } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';
import { countOf } from '@/lib/site/words';

export function generateMetadata() {
  const site = getSite();
  return pageMetadata({
    title: 'Works',
    description: `Every work performed in the ${site.seriesName}, by title: music, plays, dance and films, each with its performances.`,
    path: routes.works(),
  });
}

/** "by Ines Varga and Theo Marchetti": who made the work, as its page names them. */
function madeBy(names: string[]): string | undefined {
  if (names.length === 0) return undefined;
  return `by ${new Intl.ListFormat('en-US', { type: 'conjunction' }).format(names)}`;
}

export default function WorksIndexPage() {
  const site = getSite();
  const works = getWorks();
  const entries: IndexEntry[] = works.map((work) => {
    const ref = getWorkRef(work);
    const detail = madeBy([...new Set(ref.creators.map((creator) => creator.person.name))]);
    return { name: work.title, url: routes.work(work.id), ...(detail ? { detail } : {}) };
  });
  return (
    <div className="container page">
      <PageIntro eyebrow={site.seriesName} title="Works">
        <p>
          {countOf(works.length, 'work')} in the series&rsquo; record, by title. Each page lists its
          performances, past and coming.
        </p>
      </PageIntro>
      <NameIndex groups={groupByInitial(entries, (entry) => entry.name)} label="Works" />
    </div>
  );
}
