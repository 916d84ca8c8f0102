import { render, screen, within } from '@testing-library/react';
import { FilmList } from '@/components/films/FilmList';
import { FestivalLayout } from '@/components/show-page/FestivalLayout';
import { PerformanceList } from '@/components/performances/PerformanceList';
import { PreviewCard } from '@/components/cards/PreviewCard';
import { ShowLayout } from '@/components/show-page/ShowLayout';
import type { Show } from '@/lib/content/types';
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

  it('says on each performance of a run what it costs, when the performances differ', () => {
    render(<PerformanceList show={run} calendar={false} />);
    const lines = run.performances.map((p) => {
      const item = document.getElementById(`performance-${p.id}`);
      return item?.querySelector('[data-price]')?.textContent;
    });
    expect(lines).toEqual(
      run.performances.map((p) =>
        p.date === '2027-02-12T19:30' ? 'Tickets: Pay what you can, from $5' : 'Tickets: $15',
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

describe('the price at a festival', () => {
  it('calls the festival’s price its pass', () => {
    const { container } = render(<FestivalLayout show={makeFestival()} />);
    const lines = [...container.querySelectorAll('[data-price]')].map((line) => line.textContent);
    expect(lines).toContain('Festival pass: $45');
  });

  it('gives a film with its own price a single ticket price, in cents when it has some', () => {
    const films = makeFestival().films;
    render(<FilmList films={films} />);
    const priced = screen.getByRole('article', { name: 'The Quiet Hours' });
    expect(within(priced).getByText('Single ticket')).toBeInTheDocument();
    expect(within(priced).getByText('$9.50')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: "The Ferryman's Daughter" });
    expect(within(other).queryByText('Single ticket')).toBeNull();
  });
});
