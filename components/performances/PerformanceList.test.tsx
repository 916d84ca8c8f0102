import { render, screen, within } from '@testing-library/react';
import { fixtureContent } from '@/test/support/fixture-content';
import type { Show } from '@/lib/content/types';
import { PerformanceList, RunSummary } from './PerformanceList';
import { PreviewCard } from '@/components/cards/PreviewCard';

/** The fixture run (test/fixtures/content/shows/): the show with more than one performance. */
const run = fixtureContent.shows.find((show) => show.performances.length > 1) as Show;
const first = run.performances[0]!;
const last = run.performances.at(-1)!;
/** Noon (UTC) the day before the run, after every sale has opened: everything that sells, sells. */
const SELLING = new Date(
  Math.max(
    Date.parse(`${first.day}T12:00:00Z`) - 86_400_000,
    ...run.performances.map((p) => Date.parse(p.onSaleInstant ?? '0') + 60_000),
  ),
);
const AFTER = new Date(Date.parse(`${last.day}T17:00:00Z`) + 86_400_000);

function at(now: Date, ui: React.ReactElement) {
  jest.useFakeTimers({ now, advanceTimers: true });
  render(ui);
}

afterEach(() => jest.useRealTimers());

const items = () =>
  within(screen.getByRole('region', { name: 'Performances' })).getAllByRole('listitem', {
    name: '',
  });
const rows = () =>
  items().filter((item) => item.getAttribute('data-performance') !== null) as HTMLElement[];

describe('PerformanceList', () => {
  it('lists every performance in date order with its date and time', () => {
    at(SELLING, <PerformanceList show={run} />);
    expect(rows().map((row) => row.getAttribute('data-performance'))).toEqual(
      run.performances.map((p) => p.date),
    );
    rows().forEach((row, i) => {
      expect(row).toHaveTextContent(run.performances[i]!.dateFormatted);
      expect(row).toHaveTextContent(run.performances[i]!.timeFormatted);
    });
  });

  it('gives each performance its own ticket action by its status, its note and services', () => {
    at(SELLING, <PerformanceList show={run} />);
    rows().forEach((row, i) => {
      const p = run.performances[i]!;
      const purchase = within(row).queryByRole('link', { name: /^Purchase Tickets/ });
      const sells = p.tickets !== '' && (p.status === 'scheduled' || p.status === 'rescheduled');
      expect(purchase !== null && purchase.closest('[hidden]') === null).toBe(sells);
      if (sells) expect(purchase).toHaveAttribute('href', p.tickets);
      if (p.status === 'soldOut') expect(row).toHaveTextContent('Sold out');
      if (p.status === 'cancelled') expect(row).toHaveTextContent('Cancelled');
      if (p.note) expect(row).toHaveTextContent(p.note);
      const held = p.status !== 'cancelled' && p.status !== 'postponed';
      if (held && p.accessibility.length > 0) {
        const badges = within(row).getByRole('list', { name: 'Accessibility services' });
        expect(within(badges).getAllByRole('listitem')).toHaveLength(p.accessibility.length);
      }
    });
  });

  it.each(['cancelled', 'postponed'] as const)(
    'names no service and no touch tour at a %s performance, and names them at the others',
    (status) => {
      // The Sunday matinee offers ASL interpretation and a touch tour: called off, neither.
      const sunday = run.performances.find((p) => p.accessibility.includes('touch-tour'))!;
      const show: Show = {
        ...run,
        performances: run.performances.map((p) =>
          p === sunday ? { ...p, status, touchTourTime: '12:45 pm' } : p,
        ),
      };
      at(SELLING, <PerformanceList show={show} />);
      const row = rows().find((r) => r.getAttribute('data-performance') === sunday.date)!;
      expect(row).toHaveTextContent(status === 'cancelled' ? 'Cancelled' : 'Postponed');
      expect(within(row).queryByRole('list', { name: 'Accessibility services' })).toBeNull();
      expect(row).not.toHaveTextContent(/touch tour/i);
      const scheduled = rows().find((r) => {
        const p = run.performances.find((q) => q.date === r.getAttribute('data-performance'));
        return p?.status === 'scheduled';
      })!;
      expect(
        within(scheduled).getByRole('list', { name: 'Accessibility services' }),
      ).toBeInTheDocument();
    },
  );

  it('gives the touch tour of a performance that takes place its time', () => {
    const sunday = run.performances.find((p) => p.accessibility.includes('touch-tour'))!;
    const show: Show = {
      ...run,
      performances: run.performances.map((p) =>
        p === sunday ? { ...p, touchTourTime: '12:45 pm' } : p,
      ),
    };
    at(SELLING, <PerformanceList show={show} />);
    const row = rows().find((r) => r.getAttribute('data-performance') === sunday.date)!;
    expect(row).toHaveTextContent('Touch tour at 12:45 pm, before the performance');
  });

  it('sells nothing once the run is over', () => {
    at(AFTER, <PerformanceList show={run} />);
    for (const row of rows()) {
      const purchase = within(row).queryByRole('link', { name: /^Purchase Tickets/ });
      expect(purchase === null || purchase.closest('[hidden]') !== null).toBe(true);
    }
  });

  it('once over, says that each performance took place, except a called-off one', () => {
    at(AFTER, <PerformanceList show={run} />);
    for (const row of rows()) {
      const performance = run.performances.find(
        (p) => p.date === row.getAttribute('data-performance'),
      );
      const calledOff = performance?.status === 'cancelled' || performance?.status === 'postponed';
      if (calledOff) expect(row).not.toHaveTextContent('has taken place');
      else expect(within(row).getByText('This performance has taken place.')).toBeVisible();
    }
  });
});

describe('the card of a run', () => {
  it('names its days and next performance, and links to the performances instead of one purchase', () => {
    at(SELLING, <PreviewCard show={run} />);
    expect(screen.getByText(new RegExp(`${run.runDays}$`))).toBeInTheDocument();
    expect(
      screen.getByText(`Next performance: ${first.dateFormattedShort}, ${first.timeFormatted}`),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Tickets by performance/ });
    expect(link.getAttribute('href')).toContain('#performances');
    expect(link.getAttribute('href')).toContain(run.name);
    expect(screen.queryByRole('link', { name: /^Purchase Tickets/ })).toBeNull();
  });

  it('names the performances offering a service not every performance offers', () => {
    at(SELLING, <RunSummary show={run} />);
    const partial = run.accessibility.filter((id) => !run.accessibilityAtEvery.includes(id));
    expect(partial.length).toBeGreaterThan(0);
    const list = screen.getByRole('list', { name: 'Services at some performances' });
    for (const p of run.performances.filter((q) =>
      partial.some((id) => q.accessibility.includes(id)),
    )) {
      expect(list).toHaveTextContent(`${p.dateFormattedShort}, ${p.timeFormatted}`);
    }
  });

  it('names no service at a performance that is called off', () => {
    // The Sunday matinee is the only one with ASL interpretation: cancelled, it offers none.
    const sunday = run.performances.find((p) => p.accessibility.includes('asl-interpretation'))!;
    expect(run.accessibilityAtEvery).not.toContain('asl-interpretation');
    const show: Show = {
      ...run,
      performances: run.performances.map((p) => (p === sunday ? { ...p, status: 'cancelled' } : p)),
    };
    at(SELLING, <RunSummary show={show} />);
    expect(screen.queryByText(/^ASL interpretation:/)).toBeNull();
    const cancelled = screen.getAllByText('Cancelled:').map((strong) => strong.closest('p'));
    expect(cancelled.map((line) => line?.textContent)).toContain(
      `Cancelled: ${sunday.dateFormattedShort}, ${sunday.timeFormatted}`,
    );
  });
});
