import {
  historyPlace,
  performanceState,
  performancesAttended,
  tallyPerformances,
  tookPlace,
} from './took-place';

const today = '2026-12-02';

describe('whether a performance took place', () => {
  it('took place when its day was yesterday at the venue', () => {
    expect(tookPlace({ date: '2026-12-01T23:30', status: 'scheduled' }, today)).toBe(true);
  });

  it('is still to come for the whole of its own day, even in its morning', () => {
    expect(performanceState({ date: '2026-12-02T00:01', status: 'scheduled' }, today)).toBe(
      'upcoming',
    );
  });

  it('is still to come tomorrow', () => {
    expect(performanceState({ date: '2026-12-03T19:30', status: 'scheduled' }, today)).toBe(
      'upcoming',
    );
  });

  it.each(['cancelled', 'postponed'] as const)(
    'never took place when %s, past or to come',
    (status) => {
      expect(performanceState({ date: '2026-11-01T19:30', status }, today)).toBe('calledOff');
      expect(performanceState({ date: '2027-01-01T19:30', status }, today)).toBe('calledOff');
    },
  );

  it.each(['soldOut', 'rescheduled'] as const)('took place when %s and past', (status) => {
    expect(tookPlace({ date: '2026-12-01T19:30', status }, today)).toBe(true);
  });
});

describe('a tally of performances', () => {
  it('is all zeros for no performance, and places it nowhere', () => {
    const tally = tallyPerformances([], today);
    expect(tally).toEqual({ tookPlace: 0, upcoming: 0, calledOff: 0 });
    expect(historyPlace(tally)).toBeUndefined();
  });

  it('counts one past performance as taken place', () => {
    const tally = tallyPerformances([{ date: '2026-12-01T19:30', status: 'scheduled' }], today);
    expect(tally).toEqual({ tookPlace: 1, upcoming: 0, calledOff: 0 });
    expect(historyPlace(tally)).toBe('tookPlace');
  });

  it('places a run under way among what took place', () => {
    const tally = tallyPerformances(
      [
        { date: '2026-12-01T19:30', status: 'scheduled' },
        { date: '2026-12-02T19:30', status: 'scheduled' },
      ],
      today,
    );
    expect(tally).toEqual({ tookPlace: 1, upcoming: 1, calledOff: 0 });
    expect(historyPlace(tally)).toBe('tookPlace');
  });

  it('places a show with nothing past and one to come as upcoming', () => {
    expect(
      historyPlace(tallyPerformances([{ date: '2026-12-02T19:30', status: 'scheduled' }], today)),
    ).toBe('upcoming');
  });

  it('says why a show that never took place was called off: its first called-off status', () => {
    const tally = tallyPerformances(
      [
        { date: '2026-12-05T19:30', status: 'cancelled' },
        { date: '2026-12-04T19:30', status: 'postponed' },
      ],
      today,
    );
    expect(tally).toEqual({ tookPlace: 0, upcoming: 0, calledOff: 2, calledOffAs: 'postponed' });
    expect(historyPlace(tally)).toBe('calledOff');
  });

  it('gives no called-off reason while a performance is still to come', () => {
    const tally = tallyPerformances(
      [
        { date: '2026-12-01T19:30', status: 'cancelled' },
        { date: '2026-12-09T19:30', status: 'scheduled' },
      ],
      today,
    );
    expect(tally.calledOffAs).toBeUndefined();
  });
});

describe('the performances someone was at', () => {
  const run = [
    { date: '2026-12-01T19:30', status: 'scheduled' as const },
    { date: '2026-12-02T19:30', status: 'scheduled' as const },
  ];

  it('is every performance when a role holds at every one', () => {
    expect(performancesAttended(run, [{ dates: ['2026-12-01T19:30'] }, {}])).toEqual(run);
  });

  it('is only the dates their roles name otherwise', () => {
    expect(performancesAttended(run, [{ dates: ['2026-12-02T19:30'] }])).toEqual([run[1]]);
  });
});
