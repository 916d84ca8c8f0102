import { renderToStaticMarkup } from 'react-dom/server';
import { listEntries, type ListingFacts, type ListingQuery } from '@/lib/concepts/listings';
import { routes } from '@/lib/site/routes';
import { applyListing } from '@/lib/site/visitor-clock/apply';
import { ListingView } from './ListingView';

// What the server writes is what the visitor's clock (lib/site/visitor-clock/apply.ts) gives on
// the build day, so the clock moves nothing then; on a later day it places the rows as the
// listing rules do.

const BUILD_DAY = '2027-03-03'; // a Wednesday

function entry(key: string, days: string[], more: Partial<ListingFacts> = {}): ListingFacts {
  return {
    key,
    date: `${days[0]}T19:30`,
    days,
    topics: ['music'],
    free: false,
    serviceDays: {},
    status: 'scheduled',
    ...more,
  };
}

const facts = [
  entry('show:february', ['2027-02-20']),
  entry('show:run', ['2027-03-02', '2027-03-03', '2027-03-04']),
  entry('show:thursday', ['2027-03-04'], { serviceDays: { 'touch-tour': ['2027-03-04'] } }),
  entry('show:saturday', ['2027-03-06'], { status: 'cancelled' }),
  entry('show:next-week', ['2027-03-09'], { free: true }),
  entry('show:april', ['2027-04-10'], { topics: ['theatre'] }),
];

/** The page's HTML as the build writes it (the island does not run). */
function listing(path: string) {
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(
    <ListingView
      entries={facts.map((f) => ({ facts: f, row: <h3>{f.key}</h3> }))}
      path={path}
      pageIds={['free', 'this-week', 'this-weekend', '2027-03', 'music', 'theatre']}
      options={{ months: ['2027-03'], topics: ['music', 'theatre'], services: [] }}
      buildDay={BUILD_DAY}
      titleSuffix=" | Series"
    />,
  );
  return root;
}

/** The keys each list shows, in order. */
function shown(root: HTMLElement) {
  const keys = (list: string) =>
    [...root.querySelectorAll<HTMLElement>(`[data-listing="${list}"] > li`)]
      .filter((row) => !row.hidden)
      .map((row) => row.getAttribute('data-listing-key'));
  return { upcoming: keys('upcoming'), past: keys('past') };
}

/** Each page and the question it asks (docs/rules/listings.md#listings). */
const PAGES = [
  [routes.whatsOn(), {}],
  [routes.listing('this-week'), { when: 'this-week' }],
  [routes.listing('this-weekend'), { when: 'this-weekend' }],
  [routes.listing('2027-03'), { when: '2027-03' }],
  [routes.listing('free'), { free: true }],
] as const satisfies ReadonlyArray<readonly [string, ListingQuery]>;
const PATHS = PAGES.map(([path]) => path);

describe('a listing page', () => {
  it.each(PATHS)('%s is, as built, what the visitor’s clock gives on the build day', (path) => {
    const root = listing(path);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    applyListing(root, BUILD_DAY);
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toEqual([]);
  });

  // Friday: the run and Thursday's show are over, this week is Friday to Sunday.
  it.each(PAGES)('%s on a later day shows the rows the listing rules list then', (path, query) => {
    const day = '2027-03-05';
    const root = listing(path);
    applyListing(root, day);
    const { upcoming, past } = listEntries(
      facts.map((f) => ({ facts: f })),
      query,
      day,
    );
    expect(shown(root)).toEqual({
      upcoming: upcoming.map((e) => e.facts.key),
      past: past.map((e) => e.facts.key),
    });
  });
});
