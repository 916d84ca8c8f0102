import {
  countComing,
  isCalledOff,
  isComing,
  offersCalendar,
  phaseAt,
  phaseOverAt,
  sellsTickets,
  statusLabel,
  ticketPhase,
  type SaleTiming,
} from './show-status';

const ZONE = 'America/New_York';

describe('statusLabel', () => {
  it.each([
    ['soldOut', 'Sold out'],
    ['cancelled', 'Cancelled'],
    ['postponed', 'Postponed (new date to be announced)'],
  ] as const)('says %s in words', (status, label) => {
    expect(statusLabel({ status })).toBe(label);
  });

  it('names the date a rescheduled show was moved from', () => {
    expect(
      statusLabel({
        status: 'rescheduled',
        previousDateFormatted: 'Thursday, January 28, 2027, 7:30 pm',
      }),
    ).toBe('Rescheduled from Thursday, January 28, 2027, 7:30 pm');
  });

  it('says nothing for a scheduled show', () => {
    expect(statusLabel({ status: 'scheduled' })).toBeUndefined();
  });
});

describe('what each status allows', () => {
  it.each([
    ['scheduled', true, true, false],
    ['rescheduled', true, true, false],
    ['soldOut', false, true, false],
    ['cancelled', false, false, true],
    ['postponed', false, false, true],
  ] as const)('%s: sells %s, calendar %s, called off %s', (status, sells, calendar, off) => {
    expect(sellsTickets(status)).toBe(sells);
    expect(offersCalendar(status)).toBe(calendar);
    expect(isCalledOff(status)).toBe(off);
  });
});

describe('isComing', () => {
  const today = '2027-02-01';
  it.each([
    ['scheduled', true],
    ['rescheduled', true],
    ['soldOut', true],
    ['cancelled', false],
    ['postponed', false],
  ] as const)('a %s performance today is coming: %s', (status, coming) => {
    expect(isComing({ day: today, status }, today)).toBe(coming);
  });

  it('a performance the day before today is not coming, the day after is', () => {
    expect(isComing({ day: '2027-01-31', status: 'scheduled' }, today)).toBe(false);
    expect(isComing({ day: '2027-02-02', status: 'scheduled' }, today)).toBe(true);
  });
});

describe('countComing', () => {
  const today = '2027-02-01';
  const p = (
    day: string,
    status: 'scheduled' | 'cancelled' | 'postponed',
    services: string[] = [],
  ) => ({
    day,
    status,
    accessibility: services,
  });

  it('is 0 for no shows', () => {
    expect(countComing([], today)).toBe(0);
  });

  it("counts a run's performances one by one, each with its own status", () => {
    const run = {
      performances: [
        p('2027-02-05', 'scheduled'),
        p('2027-02-06', 'cancelled'),
        p('2027-02-07', 'scheduled'),
      ],
    };
    expect(countComing([run], today)).toBe(2);
  });

  it('leaves out a cancelled and a postponed show', () => {
    const shows = [
      { performances: [p('2027-02-05', 'scheduled')] },
      { performances: [p('2027-02-06', 'cancelled')] },
      { performances: [p('2027-02-07', 'postponed')] },
    ];
    expect(countComing(shows, today)).toBe(1);
  });

  it('counts only the performances offering the service asked for', () => {
    const run = {
      performances: [
        p('2027-02-05', 'scheduled', ['asl-interpretation']),
        p('2027-02-06', 'scheduled'),
      ],
    };
    expect(countComing([run], today, 'asl-interpretation')).toBe(1);
    expect(countComing([run], today, 'touch-tour')).toBe(0);
  });
});

const show: SaleTiming = { day: '2027-04-17', onSaleInstant: '2027-02-08T15:00:00.000Z' };
const festival: SaleTiming = { day: '2027-03-18', endDate: '2027-03-20' };

describe('ticketPhase', () => {
  it('is before the sale until the minute the public sale opens', () => {
    expect(ticketPhase(show, new Date('2027-02-08T14:59:00Z'), ZONE)).toBe('beforeSale');
    expect(ticketPhase(show, new Date('2027-02-08T15:00:00Z'), ZONE)).toBe('onSale');
  });

  it('is on sale for the whole of the show day at the venue', () => {
    // 23:59 on the show day in New York is already the next day in UTC.
    expect(ticketPhase(show, new Date('2027-04-18T03:59:00Z'), ZONE)).toBe('onSale');
  });

  it('is over from the next day at the venue', () => {
    expect(ticketPhase(show, new Date('2027-04-18T04:00:00Z'), ZONE)).toBe('over');
  });

  it('keeps a festival on sale through its last day', () => {
    expect(ticketPhase(festival, new Date('2027-03-20T20:00:00Z'), ZONE)).toBe('onSale');
    expect(ticketPhase(festival, new Date('2027-03-21T12:00:00Z'), ZONE)).toBe('over');
  });

  it('sells at once when there is no public sale date', () => {
    expect(ticketPhase({ day: '2027-04-17' }, new Date('2020-01-01T00:00:00Z'), ZONE)).toBe(
      'onSale',
    );
  });
});

describe('phaseOverAt', () => {
  it('is midnight after the last day at the venue, in daylight saving time', () => {
    // New York is on EDT (UTC−4) in April.
    expect(new Date(phaseOverAt(show, ZONE)).toISOString()).toBe('2027-04-18T04:00:00.000Z');
  });

  it("is midnight after a run's last day, in standard time", () => {
    expect(
      new Date(phaseOverAt({ day: '2027-01-08', endDate: '2027-01-10' }, ZONE)).toISOString(),
    ).toBe('2027-01-11T05:00:00.000Z');
  });
});

describe('phaseAt', () => {
  const overAt = Date.parse('2027-04-18T04:00:00Z');
  const opens = '2027-02-08T15:00:00.000Z';

  it('is over from the instant the show is over, not a millisecond before', () => {
    expect(phaseAt(overAt - 1, overAt, opens)).toBe('onSale');
    expect(phaseAt(overAt, overAt, opens)).toBe('over');
  });

  it('is before the sale until the instant the sale opens', () => {
    expect(phaseAt(Date.parse(opens) - 1, overAt, opens)).toBe('beforeSale');
    expect(phaseAt(Date.parse(opens), overAt, opens)).toBe('onSale');
  });

  it('is on sale at once when no sale date is given', () => {
    expect(phaseAt(0, overAt)).toBe('onSale');
  });

  it.each([
    ['2027-02-08T14:59:00Z', show],
    ['2027-04-18T03:59:00Z', show],
    ['2027-04-18T04:00:00Z', show],
    ['2027-03-20T20:00:00Z', festival],
    ['2027-03-21T12:00:00Z', festival],
  ])('agrees with ticketPhase at %s', (instant, timing) => {
    const now = new Date(instant);
    expect(phaseAt(now.getTime(), phaseOverAt(timing, ZONE), timing.onSaleInstant)).toBe(
      ticketPhase(timing, now, ZONE),
    );
  });
});
