import Link from 'next/link';
import { PageIntro } from '@/components/ui/PageIntro';
import { findShow, getFestivals } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

interface Props {
  params: Promise<{ name?: string[] }>;
}

export const dynamicParams = false;

// The optional catch-all needs its empty entry too, or /festival/ itself is not exported.
export function generateStaticParams() {
  return [{ name: [] }, ...getFestivals().map((show) => ({ name: [show.name] }))];
}

// Placeholders: each has its own title, but the festival's real page is /shows/{name}/, so these
// ask search engines not to list them and stay out of the sitemap (docs/rules/site.md#pages).
export async function generateMetadata({ params }: Props) {
  const { name = [] } = await params;
  const show = name.length > 0 ? findShow(name.join('/')) : undefined;
  return pageMetadata({
    title: show ? `Festival: ${show.title}` : 'Festivals',
    description: show
      ? `Where to find ${show.title}: its schedule, films and tickets.`
      : 'Film festivals of the season: schedules, films and tickets.',
    path: routes.festival(...name),
    noindex: true,
  });
}

/**
 * The festival placeholder page (docs/rules/site.md#pages): it names the festival it was given by
 * its title (never its file name) and leads to its page, or lists the season's festivals.
 */
export default async function FestivalPage({ params }: Props) {
  const { name = [] } = await params;
  const show = name.length > 0 ? findShow(name.join('/')) : undefined;
  const festivals = getFestivals();
  return (
    <div className="container page">
      <PageIntro eyebrow="Film" title="Festival">
        <p>
          {show
            ? `${show.title} has its own page, with its schedule, films and tickets.`
            : 'Each film festival of the season has its own page, with its schedule, films and tickets.'}
        </p>
      </PageIntro>
      {show ? (
        <p>
          <Link href={show.url} className="button button--primary">
            Go to {show.title}
          </Link>
        </p>
      ) : (
        <section aria-labelledby="festivals-heading">
          <h2 id="festivals-heading">This season&rsquo;s festivals</h2>
          <ul>
            {festivals.map((festival) => (
              <li key={festival.name}>
                <Link href={festival.url}>{festival.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
