import { FilmIndex } from '@/components/indexes/FilmIndex';
import { PageIntro } from '@/components/ui/PageIntro';
import { getAllShows, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  const site = getSite();
  return pageMetadata({
    title: 'Festival Films',
    description: `The films of the ${site.seriesName}'s festivals and film tours, each with its screenings.`,
    path: routes.films(),
  });
}

/** /show/ holds one page per festival film (app/(site)/show/[name]); this is their list. */
export default function FilmsPage() {
  const site = getSite();
  return (
    <div className="container page">
      <PageIntro eyebrow={site.seriesName} title="Festival Films">
        <p>
          Every film of our festivals and film tours. Each film&rsquo;s page has its screenings.
        </p>
      </PageIntro>
      <FilmIndex shows={getAllShows()} />
    </div>
  );
}
