import { render, screen, within } from '@testing-library/react';
import { CompactCard } from './CompactCard';
import { PreviewCard } from './PreviewCard';
import { fixtureContent, makeShow } from '@/test/support/fixture-content';
import type { Show } from '@/lib/content/types';

// A show's status on its cards (docs/rules/shows.md#show-status): a cancelled or postponed show
// says so under its name and offers nothing to buy or to expect.

/** A show every part of the card has something to say about: price, run time, poster info, package. */
function fullShow(overrides: Partial<Show> = {}): Show {
  return makeShow({
    title: 'An Evening of Song',
    tickets: 'https://tickets.example.com/song',
    priceLabel: '$18–$42',
    runTimeMinutes: 100,
    intermissions: 0,
    posterInfo: 'Program runs about 100 minutes.',
    speakerSeries: true,
    packageTickets: 'https://tickets.example.com/series',
    ...overrides,
  });
}

function card() {
  return screen.getByRole('article', { name: 'An Evening of Song' });
}

describe('a called-off show on its preview card', () => {
  it.each([
    ['cancelled', 'Cancelled'],
    ['postponed', 'Postponed (new date to be announced)'],
  ] as const)('a %s show says "%s" and offers nothing to buy', (status, words) => {
    render(<PreviewCard show={fullShow({ status })} />);
    const article = card();
    expect(within(article).getByText(words)).toBeInTheDocument();
    expect(within(article).queryByRole('link', { name: /purchase|tickets|package/i })).toBeNull();
    expect(within(article).queryByText(/\$18–\$42/)).toBeNull();
    expect(within(article).queryByText(/run time/i)).toBeNull();
    expect(within(article).queryByText('Program runs about 100 minutes.')).toBeNull();
    expect(within(article).queryByText('Save with a series package.')).toBeNull();
    expect(within(article).getByRole('link', { name: /more info/i })).toBeInTheDocument();
  });

  it('a scheduled show keeps its price, run time, poster info, package and ticket button', () => {
    render(<PreviewCard show={fullShow({ status: 'scheduled' })} />);
    const article = card();
    expect(within(article).queryByText(/^(Cancelled|Postponed)/)).toBeNull();
    expect(within(article).getByRole('link', { name: /purchase tickets/i })).toBeInTheDocument();
    expect(within(article).getByText(/\$18–\$42/)).toBeInTheDocument();
    expect(within(article).getByText(/run time/i)).toBeInTheDocument();
    expect(within(article).getByText('Program runs about 100 minutes.')).toBeInTheDocument();
    expect(within(article).getByText('Save with a series package.')).toBeInTheDocument();
  });
});

describe("a run's card with one cancelled performance", () => {
  // The fixture run: four performances, the Saturday matinee cancelled.
  const run = fixtureContent.shows.find((show) => show.name === 'the_harbour_players');
  if (!run) throw new Error('the fixture content has no run the_harbour_players');

  it('counts the performances that take place and names the cancelled one', () => {
    render(<PreviewCard show={run} />);
    const article = screen.getByRole('article', { name: run.title });
    expect(within(article).getByText(/^3 performances:/)).toBeInTheDocument();
    const line = within(article).getByText('Cancelled:').closest('p');
    expect(line).toHaveTextContent('Cancelled: Sat, Feb 13, 2:00 pm');
  });

  it('has no "Tickets by performance" button once the whole run is cancelled', () => {
    const cancelled: Show = {
      ...run,
      status: 'cancelled',
      performances: run.performances.map((p) => ({ ...p, status: 'cancelled' })),
    };
    render(<PreviewCard show={cancelled} />);
    const article = screen.getByRole('article', { name: run.title });
    expect(within(article).getByText('Cancelled')).toBeInTheDocument();
    expect(within(article).queryByRole('link', { name: /tickets/i })).toBeNull();
    expect(within(article).queryByText(/performances:/)).toBeNull();
  });
});

describe('access badges on a preview card', () => {
  // A service at a performance that will not happen is not offered (docs/rules/shows.md#show-status).
  const services = ['asl-interpretation', 'audio-description'] as const;

  it.each(['cancelled', 'postponed'] as const)('a %s show lists no services', (status) => {
    render(<PreviewCard show={fullShow({ status, accessibility: [...services] })} />);
    expect(within(card()).queryByRole('list', { name: 'Accessibility services' })).toBeNull();
  });

  it.each(['scheduled', 'soldOut', 'rescheduled'] as const)(
    'a %s show lists its services',
    (status) => {
      render(<PreviewCard show={fullShow({ status, accessibility: [...services] })} />);
      const badges = within(card()).getByRole('list', { name: 'Accessibility services' });
      expect(
        within(badges)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['ASL interpretation', 'Audio description']);
    },
  );

  it('a run cancelled as a whole lists none of the services of its performances', () => {
    const run = fixtureContent.shows.find((show) => show.name === 'the_harbour_players')!;
    expect(run.accessibilityAtEvery.length).toBeGreaterThan(0);
    render(
      <PreviewCard
        show={{
          ...run,
          status: 'cancelled',
          performances: run.performances.map((p) => ({ ...p, status: 'cancelled' })),
        }}
      />,
    );
    const article = screen.getByRole('article', { name: run.title });
    expect(within(article).queryByRole('list', { name: 'Accessibility services' })).toBeNull();
  });
});

describe('a called-off show on its compact card', () => {
  it.each([
    ['cancelled', 'Cancelled'],
    ['postponed', 'Postponed'],
  ] as const)('a %s show says "%s" after its date', (status, word) => {
    render(<CompactCard show={fullShow({ status, dateFormattedShort: 'Feb 14' })} />);
    expect(screen.getByText(/^Feb 14/)).toHaveTextContent(`Feb 14 · ${word}`);
  });

  it('a scheduled show has its date alone', () => {
    render(<CompactCard show={fullShow({ status: 'scheduled', dateFormattedShort: 'Feb 14' })} />);
    expect(screen.getByText(/^Feb 14/)).toHaveTextContent(/^Feb 14$/);
  });
});
