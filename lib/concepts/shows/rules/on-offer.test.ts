import {
  ownPricesOnOffer,
  priceOnOffer,
  runPriceOnOffer,
  showOnOffer,
  showPriceOnOffer,
  ticketsOnOffer,
} from './on-offer';
import type { EventStatus } from './show-status';

const TICKETS = 'https://tickets.example.org/salt-marsh';
const takingPlace = ['scheduled', 'soldOut', 'rescheduled'] as const;
const calledOff = ['cancelled', 'postponed'] as const;

function night(status: EventStatus, priceLabel = '$25') {
  return { status, priceLabel };
}

describe('a performance offers a price and a ticket link only while it takes place', () => {
  it('a scheduled, sold-out or rescheduled performance states its price and ticket link', () => {
    for (const status of takingPlace) {
      expect(priceOnOffer(night(status, 'Pay what you can, from $5'))).toBe(
        'Pay what you can, from $5',
      );
      expect(ticketsOnOffer({ status, tickets: TICKETS })).toBe(TICKETS);
    }
  });

  it('a cancelled or postponed performance states no price and no ticket link', () => {
    for (const status of calledOff) {
      expect(priceOnOffer(night(status, 'Pay what you can, from $5'))).toBeUndefined();
      expect(ticketsOnOffer({ status, tickets: TICKETS })).toBeUndefined();
    }
  });

  it('a performance without a ticket link offers none, whatever its status', () => {
    expect(ticketsOnOffer({ status: 'scheduled' })).toBeUndefined();
  });
});

describe('the price a show states for itself', () => {
  it('a show taking place states its price', () => {
    const show = { ...night('scheduled', '$18–$42'), performances: [night('scheduled')] };
    expect(showPriceOnOffer(show)).toBe('$18–$42');
  });

  it('a called-off show states none', () => {
    for (const status of calledOff) {
      const show = { ...night(status, '$18–$42'), performances: [night(status)] };
      expect(showPriceOnOffer(show)).toBeUndefined();
    }
  });

  it('a run with one of several performances cancelled still states its price', () => {
    const show = {
      ...night('scheduled', '$25'),
      performances: [night('scheduled'), night('cancelled'), night('scheduled')],
    };
    expect(showPriceOnOffer(show)).toBe('$25');
  });

  it('a run none of whose performances takes place states none', () => {
    const show = {
      ...night('scheduled', '$25'),
      performances: [night('cancelled'), night('postponed')],
    };
    expect(showPriceOnOffer(show)).toBeUndefined();
  });
});

describe('whether a show offers anything to buy', () => {
  it('a show taking place offers, whatever status its performances share', () => {
    for (const status of takingPlace) {
      expect(showOnOffer({ status, performances: [night(status)] })).toBe(true);
    }
  });

  it('a called-off show offers nothing, though a performance is still scheduled', () => {
    for (const status of calledOff) {
      expect(showOnOffer({ status, performances: [night('scheduled')] })).toBe(false);
    }
  });

  it('a scheduled run offers while one performance takes place, and nothing once none does', () => {
    const run = (statuses: EventStatus[]) => ({
      status: 'scheduled' as EventStatus,
      performances: statuses.map((status) => night(status)),
    });
    expect(showOnOffer(run(['cancelled', 'scheduled']))).toBe(true);
    expect(showOnOffer(run(['cancelled', 'postponed']))).toBe(false);
  });
});

describe("a run's price counts the performances that take place", () => {
  const show = { min: 25 };
  const preview = { status: 'cancelled' as EventStatus, price: { min: 5, payWhatYouCan: true } };
  const evening = { status: 'scheduled' as EventStatus };

  it('a cancelled pay-what-you-can preview does not widen the run price', () => {
    expect(runPriceOnOffer(show, [preview, evening, evening])).toBe('$25');
  });

  it('the same preview taking place does', () => {
    expect(runPriceOnOffer(show, [{ ...preview, status: 'scheduled' }, evening])).toBe('From $5');
  });

  it('a run none of whose performances takes place reads as the show price', () => {
    expect(runPriceOnOffer(show, [preview, { status: 'postponed' }])).toBe('$25');
  });
});

describe('each performance states its own price when those taking place differ', () => {
  it('they differ among performances taking place', () => {
    expect(ownPricesOnOffer([night('scheduled', 'Free'), night('scheduled', '$25')])).toBe(true);
  });

  it('only a called-off performance differs: the show price says it once', () => {
    expect(ownPricesOnOffer([night('postponed', 'Free'), night('scheduled', '$25')])).toBe(false);
  });

  it('all alike', () => {
    expect(ownPricesOnOffer([night('scheduled'), night('scheduled')])).toBe(false);
  });
});
