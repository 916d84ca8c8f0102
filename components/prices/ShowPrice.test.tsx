import { render, screen, within } from '@testing-library/react';
import { FilmList } from '@/components/films/FilmList';
import { FestivalLayout } from '@/components/show-page/FestivalLayout';
import { PerformanceList } from '@/components/performances/PerformanceList';
import { PreviewCard } from '@/components/cards/PreviewCard';
import { ShowLayout } from '@/components/show-page/ShowLayout';
import type { Performance, Show } from '@/lib/content/types';
import { fixtureContent, makeFestival } from '@/test/support/fixture-content';

jest.mock('@/components/trailer/YouTubePlayer', () => ({ __esModule: true, default: () => null }));

// The fixture shows (test/fixtures/content/shows/) these tests read, by what their files say.
function fixture(name: string): Show {
  const show = fixtureContent.shows.find((s) => s.name === name);
  if (!show) throw new Error(`no fixture show ${name}`);
  return show;
}
/** price 20–55; a Philharmonic Club presale and student tickets, with their conditions. */
const quartet = fixture('the_wren_hollow_quartet');
/** No price in its file. */
const unpriced = fixture('lanterns_over_larkspur');
/** A run at $15 whose 12 February performance is pay what you can from $5. */
const run = fixture('the_harbour_players');
const PAY_WHAT_YOU_CAN = '2027-02-12T19:30';

/** The run with its pay-what-you-can performance given `status`, and `others` for the rest. */
function runWith(status: Show['status'], others: Partial<Performance> = {}): Show {
  return {
    ...run,
    performances: run.performances.map((p) =>
      p.date === PAY_WHAT_YOU_CAN ? { ...p, status } : { ...p, ...others },
    ),
  };
}

function row(show: Show, date: string): HTMLElement {
  const performance = show.performances.find((p) => p.date === date);
  const item = performance && document.getElementById(`performance-${performance.id}`);
  if (!item) throw new Error(`no row for ${date}`);
  return item;
}

const site = { seriesName: 'Ridgeline Artists Series', mastersSeriesName: 'Masters at Ohio River' };

describe('the price on a card', () => {
  it('says the range in words', () => {
    render(<PreviewCard show={quartet} />);
    expect(screen.getByRole('article')).toHaveTextContent('Tickets: $20–$55');
  });

  it('says prices are to be announced when the file gives none', () => {
    render(<PreviewCard show={unpriced} />);
    expect(screen.getByRole('article')).toHaveTextContent('Tickets: Prices to be announced');
  });

  it('names the ways to pay less by label, without their conditions', () => {
    render(<PreviewCard show={quartet} />);
    const notes = screen.getByRole('list', { name: 'Ways to pay less' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Student tickets', 'Philharmonic Club presale']);
  });

  it('gives a run the range of all its performances', () => {
    render(<PreviewCard show={run} />);
    expect(screen.getByRole('article')).toHaveTextContent('Tickets: From $5');
  });
});

describe('the price on a show page', () => {
  it('gives each way to pay less with its conditions', () => {
    render(<ShowLayout show={quartet} {...site} />);
    const notes = screen.getByRole('list', { name: 'Ways to pay less' });
    expect(notes).toHaveTextContent('Student tickets: $10 with a valid student ID');
    expect(notes).toHaveTextContent('Philharmonic Club presale: Philharmonic Club members');
    const price = screen.getByText(/^\$20–\$55$/, { ignore: 'script, style' });
    expect(price.closest('[data-price]')).toHaveTextContent('Tickets: $20–$55');
  });

  it('says on each performance of a run that takes place what it costs, when they differ', () => {
    render(<PerformanceList show={run} calendar={false} />);
    const lines = run.performances.map((p) => {
      const item = document.getElementById(`performance-${p.id}`);
      return item?.querySelector('[data-price]')?.textContent;
    });
    // The fixture's cancelled matinee (13 February, 2:00 pm) sells nothing, so states no price.
    expect(lines).toEqual(
      run.performances.map((p) =>
        p.status === 'cancelled'
          ? undefined
          : p.date === PAY_WHAT_YOU_CAN
            ? 'Tickets: Pay what you can, from $5'
            : 'Tickets: $15',
      ),
    );
  });

  it('leaves the price to the show when every performance costs the same', () => {
    const same = {
      ...run,
      performances: run.performances.map((p) => ({ ...p, priceLabel: '$15' })),
    };
    const { container } = render(<PerformanceList show={same} calendar={false} />);
    expect(container.querySelector('[data-price]')).toBeNull();
  });
});

describe('nothing to buy at a called-off performance or show', () => {
  it.each(['cancelled', 'postponed'] as const)(
    'a %s performance of a run states no price while the others state theirs',
    (status) => {
      // A free matinee keeps the prices of the performances that take place different.
      const show = runWith(status, {});
      const free = show.performances.find((p) => p.date === '2027-02-14T14:00');
      const differing = {
        ...show,
        performances: show.performances.map((p) => (p === free ? { ...p, priceLabel: 'Free' } : p)),
      };
      render(<PerformanceList show={differing} calendar={false} />);
      const calledOff = row(differing, PAY_WHAT_YOU_CAN);
      expect(calledOff).toHaveTextContent(status === 'cancelled' ? 'Cancelled' : 'Postponed');
      expect(calledOff.querySelector('[data-price]')).toBeNull();
      expect(calledOff).not.toHaveTextContent(/tickets|purchase|buy|\$/i);
      expect(row(differing, '2027-02-14T14:00').querySelector('[data-price]')).toHaveTextContent(
        'Tickets: Free',
      );
    },
  );

  it('a scheduled performance with its own price still states it', () => {
    render(<PerformanceList show={runWith('scheduled')} calendar={false} />);
    expect(row(run, PAY_WHAT_YOU_CAN).querySelector('[data-price]')).toHaveTextContent(
      'Tickets: Pay what you can, from $5',
    );
  });

  it('when only a called-off performance cost differently, no performance states a price', () => {
    const { container } = render(<PerformanceList show={runWith('cancelled')} calendar={false} />);
    expect(container.querySelector('[data-price]')).toBeNull();
  });

  it('a called-off performance whose day is over does not say it took place', () => {
    render(<PerformanceList show={runWith('cancelled')} calendar={false} />);
    expect(row(run, PAY_WHAT_YOU_CAN)).not.toHaveTextContent('has taken place');
    expect(row(run, '2027-02-14T14:00')).toHaveTextContent('This performance has taken place.');
  });

  it.each(['cancelled', 'postponed'] as const)(
    'a %s show page states no price and no way to pay less',
    (status) => {
      const show = {
        ...quartet,
        status,
        performances: quartet.performances.map((p) => ({ ...p, status })),
      };
      const { container } = render(<ShowLayout show={show} {...site} />);
      expect(container.querySelector('[data-price]')).toBeNull();
      expect(screen.queryByRole('list', { name: 'Ways to pay less' })).toBeNull();
    },
  );

  it('a run none of whose performances takes place states no price', () => {
    const show = {
      ...run,
      performances: run.performances.map((p) => ({ ...p, status: 'cancelled' as const })),
    };
    const { container } = render(<ShowLayout show={show} {...site} />);
    expect(container.querySelector('[data-price]')).toBeNull();
  });

  it('a cancelled festival states no pass price and no film ticket price', () => {
    const festival = makeFestival({ status: 'cancelled' });
    const { container } = render(
      <FestivalLayout
        show={{
          ...festival,
          performances: festival.performances.map((p) => ({ ...p, status: 'cancelled' })),
        }}
      />,
    );
    expect(container.querySelector('[data-price]')).toBeNull();
    expect(screen.queryByText('Single ticket')).toBeNull();
  });
});

describe('the price at a festival', () => {
  it('calls the festival’s price its pass', () => {
    const { container } = render(<FestivalLayout show={makeFestival()} />);
    const lines = [...container.querySelectorAll('[data-price]')].map((line) => line.textContent);
    expect(lines).toContain('Festival pass: $45');
  });

  it('gives a film with its own price a single ticket price, in cents when it has some', () => {
    const films = makeFestival().films;
    render(<FilmList films={films} status="scheduled" />);
    const priced = screen.getByRole('article', { name: 'The Quiet Hours' });
    expect(within(priced).getByText('Single ticket')).toBeInTheDocument();
    expect(within(priced).getByText('$9.50')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: "The Ferryman's Daughter" });
    expect(within(other).queryByText('Single ticket')).toBeNull();
  });
});
