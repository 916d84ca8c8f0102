import { render, screen, within } from '@testing-library/react';
import { educationFacts, showFacts } from '@/lib/concepts/listings';
import type { Show } from '@/lib/content/types';
import { makeEducationEvent, makeShow } from '@/test/support/fixture-content';
import { ListingRow } from './ListingRow';

// A listing row says a show's status next to its name, and a called-off show has no price
// (docs/rules/shows.md#show-status).
function row(overrides: Partial<Show>) {
  const show = makeShow({ title: 'Harbour Lights', priceLabel: '$18–$42', ...overrides });
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
