import { PastSeasons } from '@/components/seasons/PastSeasons';
import { PageIntro } from '@/components/ui/PageIntro';
import { getSeasons, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  const site = getSite();
  return pageMetadata({
    title: 'Past Seasons',
    description: `Every season of the ${site.seriesName}, newest first: the concerts, theatre, conversations and films of each year.`,
    path: routes.seasons(),
  });
}

export default function PastSeasonsPage() {
  const site = getSite();
  return (
    <div className="container page">
      <PageIntro eyebrow={site.seriesName} title="Past Seasons">
        <p>Every season, the newest first. Each season runs from July to June.</p>
      </PageIntro>
      <PastSeasons seasons={getSeasons()} />
    </div>
  );
}
