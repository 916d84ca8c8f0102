import { getBuildDay, getSite } from '@/lib/content';
import { getListingEntries, getListingScope } from '@/lib/concepts/listings/node';
import { accessibilityServices } from '@/lib/concepts/venues';
import { ListingLinks } from './ListingLinks';
import { ListingRow } from './ListingRow';
import { ListingView } from './ListingView';

/**
 * A listing page (docs/rules/listings.md#listings): /whats-on/ and each question's own page. All
 * of them carry the same entries (the season's) and differ only in the question the address
 * asks, so the choices can change in place from any of them.
 */
export function ListingPage({ path }: { path: string }) {
  const site = getSite();
  const buildDay = getBuildDay();
  const entries = getListingEntries(buildDay);
  const { months, topicsOffered, pageIds } = getListingScope(buildDay);
  const services = accessibilityServices
    .filter((service) => entries.some((entry) => entry.facts.serviceDays[service.id]))
    .map(({ id, label }) => ({ id, label }));
  return (
    <div className="container page">
      <ListingView
        entries={entries.map((entry) => ({
          facts: entry.facts,
          row: <ListingRow entry={entry} />,
        }))}
        path={path}
        pageIds={pageIds}
        options={{ months, topics: topicsOffered, services }}
        buildDay={buildDay}
        titleSuffix={` | ${site.seriesShortName}`}
      />
      <ListingLinks />
    </div>
  );
}
