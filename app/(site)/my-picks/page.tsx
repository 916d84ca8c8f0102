import Link from 'next/link';
import { Island } from '@/components/islands/Island';
import { MyPicks } from '@/components/picks/MyPicks';
import { pageMetadata } from '@/lib/outputs/metadata';
import { withBasePath } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';

// "My picks" (docs/rules/picks.md#my-picks): what this visitor saved, read from their browser
// by components/picks/MyPicks.tsx. The page as built holds no picks, so it is a placeholder to
// search engines: noindex, and not in the sitemap.
export const metadata = pageMetadata({
  title: 'My picks',
  description: 'The shows, performances, talks, screenings and events you saved in this browser.',
  path: routes.myPicks(),
  noindex: true,
});

export default function Page() {
  return (
    // The picks are read from this browser's storage by the island: until it runs, the page says
    // what it offers without JavaScript (hidden by globals.css once the island has started).
    <div className="container page">
      <div className="prose">
        <header className="page-header">
          <h1>My picks</h1>
        </header>
        <p className="lead">
          What you save on this site, kept in this browser only: nothing is sent anywhere.
        </p>
        <Island name="my-picks" component={MyPicks} props={{}} />
        <div className="picks-fallback">
          <p>
            Your picks need JavaScript, which is off or has not loaded in this browser. Without it,
            the site’s calendar feeds carry every show, talk, screening and free event, ready for
            your calendar app.
          </p>
          <p className="button-row">
            <Link
              href={`${routes.subscribe()}#calendars-heading`}
              className="button button--secondary"
              prefetch={false}
            >
              Subscribe to a calendar
            </Link>
            <a
              href={withBasePath(routes.calendar.season())}
              className="button button--secondary"
              download
            >
              The season’s calendar (.ics)
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}
