import { render, screen } from '@testing-library/react';
import type { Show } from '@/lib/content/types';
import { makeShow } from '@/test/support/fixture-content';
import { PackagesNote } from '@/components/tickets/PackagesNote';
import { TicketInfo } from './ShowPageBody';

// A called-off show offers nothing to buy (docs/rules/shows.md#show-status): its page keeps
// neither the staff's ticket information nor the speaker-series package.
function show(status: Show['status'], performanceStatus: Show['status'] = status): Show {
  const base = makeShow({
    status,
    speakerSeries: true,
    packageTickets: 'https://tickets.example.com/series',
    ticketInfo: '<p>Student tickets at the door.</p>',
  });
  return {
    ...base,
    performances: base.performances.map((p) => ({ ...p, status: performanceStatus })),
  };
}

function buying(of: Show) {
  render(
    <>
      <TicketInfo show={of} />
      <PackagesNote show={of} />
    </>,
  );
  return {
    info: screen.queryByRole('heading', { name: 'Ticket Information' }),
    packages: screen.queryByText(/Save with a series package/),
  };
}

describe("a show page's ticket information and series package", () => {
  it.each(['scheduled', 'soldOut', 'rescheduled'] as const)('are shown for a %s show', (status) => {
    const { info, packages } = buying(show(status));
    expect(info).toBeInTheDocument();
    expect(screen.getByText('Student tickets at the door.')).toBeInTheDocument();
    expect(packages).toBeInTheDocument();
  });

  it.each(['cancelled', 'postponed'] as const)('are not shown for a %s show', (status) => {
    const { info, packages } = buying(show(status));
    expect(info).toBeNull();
    expect(screen.queryByText('Student tickets at the door.')).toBeNull();
    expect(packages).toBeNull();
  });

  it('are not shown for a scheduled show whose every performance is cancelled', () => {
    const { info, packages } = buying(show('scheduled', 'cancelled'));
    expect(info).toBeNull();
    expect(packages).toBeNull();
  });
});
