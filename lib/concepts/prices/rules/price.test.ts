import {
  EDUCATION_PRICE,
  dollars,
  isFree,
  isStated,
  performancePrice,
  pricesDiffer,
  priceInWords,
  runPriceInWords,
} from './price';

describe('a price in words', () => {
  it('writes a range with an en dash between its ends', () => {
    expect(priceInWords({ min: 18, max: 42 })).toBe('$18–$42');
  });

  it('writes one price when there is no max', () => {
    expect(priceInWords({ min: 25 })).toBe('$25');
  });

  it('writes one price when min and max are the same', () => {
    expect(priceInWords({ min: 30, max: 30 })).toBe('$30');
  });

  it('writes cents only when a price has some', () => {
    expect(priceInWords({ min: 12.5, max: 40 })).toBe('$12.50–$40');
    expect(dollars(7.05)).toBe('$7.05');
  });

  it('groups thousands', () => {
    expect(dollars(1200)).toBe('$1,200');
  });

  it('says Free for the free flag', () => {
    expect(priceInWords({ free: true })).toBe('Free');
  });

  it('says Free for min 0 without a higher max', () => {
    expect(priceInWords({ min: 0 })).toBe('Free');
    expect(priceInWords({ min: 0, max: 0 })).toBe('Free');
  });

  it('starts a range at Free when its lowest price is 0', () => {
    expect(priceInWords({ min: 0, max: 20 })).toBe('Free–$20');
  });

  it('gives pay what you can with its floor', () => {
    expect(priceInWords({ min: 5, payWhatYouCan: true })).toBe('Pay what you can, from $5');
  });

  it('gives pay what you can alone when the floor is 0', () => {
    expect(priceInWords({ min: 0, payWhatYouCan: true })).toBe('Pay what you can');
  });

  it('says prices are to be announced when content states none', () => {
    expect(priceInWords(undefined)).toBe('Prices to be announced');
  });

  it('says prices are to be announced for a price with nothing in it', () => {
    expect(priceInWords({ free: false, payWhatYouCan: false })).toBe('Prices to be announced');
  });
});

describe('education events', () => {
  it('are free', () => {
    expect(priceInWords(EDUCATION_PRICE)).toBe('Free');
  });
});

describe('isFree', () => {
  it('is false for pay what you can, even from 0', () => {
    expect(isFree({ min: 0, payWhatYouCan: true })).toBe(false);
  });

  it('is true for min 0 without a max', () => {
    expect(isFree({ min: 0 })).toBe(true);
  });

  it('is false for an unknown price', () => {
    expect(isFree(undefined)).toBe(false);
  });

  it('is true for a range from 0 to 0, and false one dollar past it', () => {
    expect(isFree({ min: 0, max: 0 })).toBe(true);
    expect(priceInWords({ min: 0, max: 0 })).toBe('Free');
    expect(isFree({ min: 0, max: 1 })).toBe(false);
    expect(priceInWords({ min: 0, max: 1 })).toBe('Free–$1');
    expect(isFree({ min: 1, max: 1 })).toBe(false);
  });
});

describe('the price of a performance', () => {
  it("inherits the show's price when it has none of its own", () => {
    expect(performancePrice({ min: 18, max: 42 }, undefined)).toEqual({ min: 18, max: 42 });
  });

  it('inherits the show’s price when its own says nothing', () => {
    expect(performancePrice({ min: 25 }, { free: false })).toEqual({ min: 25 });
  });

  it('keeps its own price over the show’s', () => {
    expect(priceInWords(performancePrice({ min: 18, max: 42 }, { free: true }))).toBe('Free');
  });
});

describe('the price of a run', () => {
  it("is the show's price when no performance has its own", () => {
    expect(runPriceInWords({ min: 18, max: 42 }, [{}, {}])).toBe('$18–$42');
  });

  it('runs from Free when one performance of a paid run is free', () => {
    expect(runPriceInWords({ min: 18, max: 42 }, [{ price: { free: true } }, {}])).toBe('Free–$42');
  });

  it('spans every performance’s own range', () => {
    const performances = [{ price: { min: 10, max: 20 } }, { price: { min: 15, max: 60 } }];
    expect(runPriceInWords(undefined, performances)).toBe('$10–$60');
  });

  it('leaves the top open when a performance is pay what you can', () => {
    const performances = [{ price: { min: 5, payWhatYouCan: true } }, {}];
    expect(runPriceInWords({ min: 18, max: 42 }, performances)).toBe('From $5');
  });

  it('reads as its one price when every performance is pay what you can from the same floor', () => {
    expect(runPriceInWords({ min: 5, payWhatYouCan: true }, [{}, {}])).toBe(
      'Pay what you can, from $5',
    );
  });

  it('is free or pay what you can when a free night joins a pay-what-you-can one', () => {
    const performances = [{ price: { free: true } }, { price: { min: 5, payWhatYouCan: true } }];
    expect(runPriceInWords(undefined, performances)).toBe('Free or pay what you can');
  });

  it('ignores performances without a known price in the range', () => {
    expect(runPriceInWords(undefined, [{ price: { min: 25 } }, {}])).toBe('$25');
  });

  it('is to be announced when no performance has a known price', () => {
    expect(runPriceInWords(undefined, [{}, {}])).toBe('Prices to be announced');
  });

  it('is the show’s price for a show without performances', () => {
    expect(runPriceInWords({ min: 0 })).toBe('Free');
  });
});

describe('whether a run’s performances cost differently', () => {
  it('is false when every performance reads alike, or there is none', () => {
    expect(pricesDiffer([{ priceLabel: '$25' }, { priceLabel: '$25' }])).toBe(false);
    expect(pricesDiffer([{ priceLabel: '$25' }])).toBe(false);
    expect(pricesDiffer([])).toBe(false);
  });

  it('is true as soon as one performance reads otherwise', () => {
    expect(pricesDiffer([{ priceLabel: '$25' }, { priceLabel: 'Free' }])).toBe(true);
  });
});

describe('whether a price says something', () => {
  it('is true for free or for an amount, even 0', () => {
    expect(isStated({ free: true })).toBe(true);
    expect(isStated({ min: 0 })).toBe(true);
  });

  it('is false for nothing, an empty price, or the free flag set false', () => {
    expect(isStated(undefined)).toBe(false);
    expect(isStated({})).toBe(false);
    expect(isStated({ free: false, payWhatYouCan: true })).toBe(false);
  });
});
