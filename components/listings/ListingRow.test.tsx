import { render, screen, within } from '@testing-library/react';
import { educationFacts, showFacts } from '@/lib/concepts/listings';
import type { Show } from '@/lib/content/types';
import { fixtureContent, makeEducationEvent, makeShow } from '@/test/support/fixture-content';
import { ListingRow } from './ListingRow';

// A listing row says a show's status next to its name, and a called-off show has no price
// (docs/rules/shows.md#show-status).
function row(overrides: Partial<Show>) {
  const base = makeShow({ title: 'Harbour Lights', priceLabel: '$18–$42', ...overrides });
  // As the loader gives it: the show's status and services are its performance's.
  const show: Show = {
    ...base,
    performances: base.performances.map((p) => ({
      ...p,
      status: base.status,
      accessibility: base.accessibility,
    })),
  };
  render(<ListingRow entry={{ type: 'show', show, facts: showFacts(show), lines: [] }} />);
  return screen.getByRole('article');
}

describe('ListingRow', () => {
  it.each([
    ['cancelled', 'Cancelled'],
    ['postponed', 'Postponed (new date to be announced)'],
  ] as const)('a %s show says "%s" under its name and has no price', (status, words) => {
    const article = row({ status });
    const heading = within(article).getByRole('heading', { name: 'Harbour Lights' });
    expect(heading.nextElementSibling).toHaveTextContent(words);
    expect(within(article).queryByText('$18–$42')).toBeNull();
  });

  it('a scheduled show has no status line and keeps its price', () => {
    const article = row({ status: 'scheduled' });
    expect(within(article).getByText('$18–$42')).toBeInTheDocument();
    expect(screen.queryByText(/cancelled|postponed/i)).toBeNull();
  });

  it('a sold-out show says so and keeps its price', () => {
    const article = row({ status: 'soldOut' });
    expect(within(article).getByText('Sold out')).toBeInTheDocument();
    expect(within(article).getByText('$18–$42')).toBeInTheDocument();
  });

  it.each(['cancelled', 'postponed'] as const)('a %s show lists no access services', (status) => {
    const article = row({ status, accessibility: ['asl-interpretation'] });
    expect(within(article).queryByRole('list', { name: 'Accessibility services' })).toBeNull();
  });

  it.each(['scheduled', 'soldOut'] as const)('a %s show lists its access services', (status) => {
    const article = row({ status, accessibility: ['asl-interpretation'] });
    const badges = within(article).getByRole('list', { name: 'Accessibility services' });
    expect(badges).toHaveTextContent('ASL interpretation');
  });
});

describe('ListingRow for a run', () => {
  // The fixture run: ASL interpretation at its Sunday matinee only.
  const run = fixtureContent.shows.find((show) => show.name === 'the_harbour_players')!;
  const sunday = run.performances.find((p) => p.accessibility.includes('asl-interpretation'))!;
  function runRow(status: Show['status']) {
    const show: Show = {
      ...run,
      performances: run.performances.map((p) => (p === sunday ? { ...p, status } : p)),
    };
    render(<ListingRow entry={{ type: 'show', show, facts: showFacts(show), lines: [] }} />);
    return within(screen.getByRole('article')).getByRole('list', {
      name: 'Accessibility services',
    });
  }

  it.each(['cancelled', 'postponed'] as const)(
    'names no ASL once its only ASL performance is %s, and keeps the other services',
    (status) => {
      const badges = runRow(status);
      expect(badges).not.toHaveTextContent('ASL interpretation');
      expect(badges).toHaveTextContent('Wheelchair seating');
    },
  );

  it('names ASL while that performance takes place', () => {
    expect(runRow('scheduled')).toHaveTextContent('ASL interpretation');
  });

  function priceOfRun(statuses: ReadonlyArray<Show['status']>) {
    const show: Show = {
      ...run,
      status: 'scheduled',
      priceLabel: '$15–$25',
      performances: run.performances.map((p, i) => ({ ...p, status: statuses[i] ?? p.status })),
    };
    render(<ListingRow entry={{ type: 'show', show, facts: showFacts(show), lines: [] }} />);
    return within(screen.getByRole('article')).queryByText('$15–$25');
  }

  it.each(['cancelled', 'postponed'] as const)(
    'states no price once every performance is %s, though the show is scheduled',
    (status) => {
      expect(priceOfRun(run.performances.map(() => status))).toBeNull();
    },
  );

  it('states its price while one performance takes place', () => {
    const statuses = run.performances.map((_, i) => (i === 0 ? 'scheduled' : 'cancelled'));
    expect(priceOfRun(statuses)).toBeInTheDocument();
  });
});

describe('ListingRow for an education event', () => {
  function eventRow(status: 'scheduled' | 'cancelled') {
    const event = makeEducationEvent({ status, accessibility: ['open-captions'] });
    render(
      <ListingRow entry={{ type: 'education', event, facts: educationFacts(event), lines: [] }} />,
    );
    return screen.getByRole('article');
  }

  it('lists a cancelled event’s services no longer', () => {
    expect(
      within(eventRow('cancelled')).queryByRole('list', { name: 'Accessibility services' }),
    ).toBeNull();
  });

  it('lists a scheduled event’s services', () => {
    expect(
      within(eventRow('scheduled')).getByRole('list', { name: 'Accessibility services' }),
    ).toHaveTextContent('Open captions');
  });
});
