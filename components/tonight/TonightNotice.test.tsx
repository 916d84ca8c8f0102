import { render, screen } from '@testing-library/react';
import type { TonightEvent } from '@/lib/concepts/tonight';
import { TonightNotice } from './TonightNotice';

// The home page's "Tonight" line names a cancelled or postponed show with its status word
// (docs/rules/shows.md#show-status).
const event = (title: string, calledOff?: string): TonightEvent => ({
  day: '2027-02-26',
  date: '2027-02-26T19:00',
  kind: 'performance',
  title,
  url: '/shows/x/',
  timeLabel: '7:00 pm',
  venueId: 'alderton',
  calledOff,
});

function noticeFor(events: TonightEvent[]) {
  render(
    <TonightNotice
      days={[{ day: '2027-02-26', dayLabel: 'Friday, February 26', events }]}
      buildDay="2027-02-26"
    />,
  );
  return screen.getByText('Tonight:').closest('p');
}

describe('TonightNotice', () => {
  it('says a cancelled show is cancelled beside its name', () => {
    expect(noticeFor([event('Wandering Lens', 'Cancelled')])).toHaveTextContent(
      /^Tonight: Wandering Lens \(Cancelled\)\./,
    );
  });

  it('names a scheduled show alone, beside a postponed one with its word', () => {
    expect(
      noticeFor([event('Winter Lights'), event('The Wren Hollow Quartet', 'Postponed')]),
    ).toHaveTextContent(/^Tonight: Winter Lights & The Wren Hollow Quartet \(Postponed\)\./);
  });
});
