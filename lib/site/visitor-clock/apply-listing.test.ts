// The listing by the visitor's day (./apply.ts applyListing): rows as
// components/listings/ListingView.tsx marks them, placed with the listing rules.
import { listingCount } from '../../concepts/listings';
import { applyListing } from './apply';

interface Row {
  key: string;
  days: string[];
  calledOff?: boolean;
}

/** A listing page's parts; each row in the list named, in the order given. */
function listing({
  upcoming = [],
  past = [],
  window,
  noPast = false,
  count = 'built count',
}: {
  upcoming?: Row[];
  past?: Row[];
  window?: string;
  noPast?: boolean;
  count?: string;
}): HTMLElement {
  const row = ({ key, days, calledOff }: Row) =>
    `<li data-listing-key="${key}" data-listing-days="${days.join(' ')}" ` +
    `data-listing-at="${days[0] ?? ''}T19:30"${calledOff ? ' data-listing-called-off' : ''}>${key}</li>`;
  const root = document.createElement('div');
  root.innerHTML =
    `<p role="status" data-listing-count>${count}</p>` +
    `<section><ol data-listing="upcoming"${window ? ` data-listing-window="${window}"` : ''}` +
    `${noPast ? ' data-listing-no-past' : ''}>${upcoming.map(row).join('')}</ol>` +
    '<div data-listing-empty hidden>Nothing is listed here yet.</div></section>' +
    `<section data-listing-past><ol data-listing="past">${past.map(row).join('')}</ol></section>`;
  return root;
}

/** The keys each list shows, in order. */
function shown(root: HTMLElement, list: 'upcoming' | 'past'): string[] {
  return [...root.querySelectorAll<HTMLElement>(`[data-listing="${list}"] > li`)]
    .filter((row) => !row.hidden)
    .map((row) => row.getAttribute('data-listing-key') ?? '');
}

const isHidden = (root: HTMLElement, selector: string) =>
  root.querySelector<HTMLElement>(selector)?.hidden;

// Wednesday 2027-03-03; its week runs to Sunday 2027-03-07.
const TODAY = '2027-03-03';
const early: Row = { key: 'early', days: ['2027-02-20'] };
const yesterday: Row = { key: 'yesterday', days: ['2027-03-01', '2027-03-02'] };
const today: Row = { key: 'today', days: ['2027-03-03'] };
const later: Row = { key: 'later', days: ['2027-03-20'] };

describe('a listing on the visitor’s day', () => {
  it('moves a row whose last day was yesterday to the past list, in date order', () => {
    const root = listing({ upcoming: [yesterday, today, later], past: [early] });
    applyListing(root, TODAY);
    expect(shown(root, 'upcoming')).toEqual(['today', 'later']);
    expect(shown(root, 'past')).toEqual(['early', 'yesterday']);
  });

  it('keeps a row to come for the whole of its last day', () => {
    const root = listing({ upcoming: [today] });
    applyListing(root, TODAY);
    expect(shown(root, 'upcoming')).toEqual(['today']);
    expect(isHidden(root, '[data-listing-past]')).toBe(true);
  });

  it('hides a row that is over in a listing that keeps nothing past', () => {
    const root = listing({ upcoming: [yesterday, later], noPast: true });
    applyListing(root, TODAY);
    expect(shown(root, 'upcoming')).toEqual(['later']);
    expect(shown(root, 'past')).toEqual([]);
    expect(isHidden(root, '[data-listing-past]')).toBe(true);
  });

  it('shows, in a window, only the rows with a day in it on the visitor’s day', () => {
    const sunday: Row = { key: 'sunday', days: ['2027-03-07'] };
    const nextMonday: Row = { key: 'next-monday', days: ['2027-03-08'] };
    const root = listing({ upcoming: [yesterday, sunday, nextMonday], window: 'this-week' });
    applyListing(root, TODAY);
    expect(shown(root, 'upcoming')).toEqual(['sunday']);
    expect(shown(root, 'past')).toEqual([]);
  });

  it('shows the empty note and hides the upcoming list when nothing is to come', () => {
    const root = listing({ upcoming: [yesterday] });
    applyListing(root, TODAY);
    expect(isHidden(root, '[data-listing="upcoming"]')).toBe(true);
    expect(isHidden(root, '[data-listing-empty]')).toBe(false);
  });

  it('hides a row that answers no day of the question', () => {
    const root = listing({ upcoming: [today, { key: 'not-asked', days: [] }] });
    applyListing(root, TODAY);
    expect(shown(root, 'upcoming')).toEqual(['today']);
  });

  it('counts what is to come, a called-off row listed but not counted, in the count’s own text node', () => {
    const root = listing({ upcoming: [today, { ...later, calledOff: true }] });
    const text = root.querySelector('[data-listing-count]')?.firstChild;
    applyListing(root, TODAY);
    expect(shown(root, 'upcoming')).toEqual(['today', 'later']);
    expect(root.querySelector('[data-listing-count]')?.firstChild).toBe(text);
    expect(text?.nodeValue).toBe(listingCount(1));
  });

  it('changes nothing in a page that already shows the day', async () => {
    const root = listing({
      upcoming: [today, later],
      past: [early, yesterday],
      count: listingCount(2),
    });
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    applyListing(root, TODAY);
    await Promise.resolve();
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toEqual([]);
  });

  it('waits, while the page is parsed, until the past list is there', () => {
    const root = listing({ upcoming: [yesterday] });
    root.querySelector('[data-listing-past]')?.remove();
    applyListing(root, TODAY);
    expect(shown(root, 'upcoming')).toEqual(['yesterday']);
  });
});
