import Link from 'next/link';
import { Island } from '@/components/islands/Island';
import { SiteSearch } from '@/components/search/SiteSearch';
import { PageIntro } from '@/components/ui/PageIntro';
import {
  findShow,
  getAllFilms,
  getAllShows,
  getEducation,
  getAppearances,
  getPeople,
  getSite,
  getWorkPerformances,
  getWorks,
} from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { withBasePath } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';
import {
  educationSearchTags,
  filmSearchTags,
  personSearchTags,
  searchFilterChoices,
  showSearchTags,
  venueSearchTags,
  workSearchTags,
} from '@/lib/outputs/search';

export function generateMetadata() {
  const site = getSite();
  return pageMetadata({
    title: 'Search',
    description: `Search every season of the ${site.seriesName}: shows, films, speakers and education events.`,
    path: routes.search(),
  });
}

export default function SearchPage() {
  const site = getSite();
  // The filter choices come from the same tags the indexed pages carry (lib/outputs/search/search-tags.ts).
  const filters = searchFilterChoices([
    ...getAllShows().map(showSearchTags),
    ...getAllFilms().map((film) => filmSearchTags(findShow(film.festivalName))),
    educationSearchTags(getEducation().events),
    venueSearchTags(),
    ...getPeople().map((person) => personSearchTags(person, getAppearances(person.id))),
    ...getWorks().map((work) => workSearchTags(work, getWorkPerformances(work.id))),
  ]);
  return (
    <div className="container page">
      <PageIntro eyebrow={site.seriesName} title="Search">
        <p>Find a show, film, speaker, artist, work, education event or venue of any season.</p>
      </PageIntro>
      <Island
        name="site-search"
        component={SiteSearch}
        props={{
          bundleUrl: withBasePath(`${routes.searchBundle()}pagefind.js`),
          baseUrl: withBasePath('/'),
          filters,
        }}
      />
      <p>
        Every show of every season is also listed under{' '}
        <Link href={routes.seasons()}>past seasons</Link>.
      </p>
    </div>
  );
}
