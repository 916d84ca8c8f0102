/**
 * The open data's page (/data/, docs/open-data.md): what the files hold, their format and their
 * license, CC0: anyone may reuse them for any purpose, without asking.
 */
import Link from 'next/link';
import { CC0, HISTORY_CSV_COLUMNS } from '@/lib/outputs/open-data';
import { withBasePath } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';
import { ExternalLink } from '@/components/ui/ExternalLink';

export function OpenDataPage({ seriesName }: { seriesName: string }) {
  return (
    <article className="container page" data-pagefind-body="">
      <header className="page-header">
        <p className="eyebrow">{seriesName}</p>
        <h1>Open data</h1>
        <p className="lead">
          Every performance of the series, the works performed and who performed them, to download
          and reuse.
        </p>
      </header>
      <section aria-labelledby="files">
        <h2 id="files">The files</h2>
        <ul>
          <li>
            <a href={withBasePath(routes.openDataFile('performance-history.json'))} download>
              performance-history.json
            </a>
            : every performance with its works and performers, and the people and works it names
            with their Wikidata, ISNI and MusicBrainz ids.{' '}
            <a href={withBasePath(routes.openDataFile('performance-history.schema.json'))}>
              Its JSON Schema
            </a>
            .
          </li>
          <li>
            <a href={withBasePath(routes.openDataFile('performance-history.csv'))} download>
              performance-history.csv
            </a>
            : one row per performance, work and performer, in the manner of the New York
            Philharmonic’s performance history. Columns:{' '}
            <code>{HISTORY_CSV_COLUMNS.join(', ')}</code>.
          </li>
        </ul>
        <p>
          Both are written by every build from the same content as the pages, so they are as up to
          date as the site. Times are local at the venue.
        </p>
      </section>
      <section aria-labelledby="license">
        <h2 id="license">License</h2>
        <p>
          The data is dedicated to the public domain under{' '}
          <ExternalLink href={CC0.licenseUrl}>CC0 1.0</ExternalLink>: copy, change and reuse it for
          any purpose, without asking. A mention of the {seriesName} is welcome, not required. Both
          files say so too.
        </p>
      </section>
      <p>
        <Link href={routes.history()}>The series’ history</Link> shows the same record as pages.
      </p>
    </article>
  );
}
