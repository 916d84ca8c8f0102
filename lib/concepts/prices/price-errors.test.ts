/** @jest-environment node */
// A price that cannot be put into words fails the build, naming the file, the show and the
// field (lib/concepts/prices/price-schema.ts), through the real loader; valid prices reach the domain
// show in words (docs/rules/tickets.md#prices).
import {
  Json,
  concertEntry,
  concertFile,
  failure,
  festivalEntry,
  festivalFile,
  load,
  withChange,
} from '../../../test/support/content-folder';

const concert = 'shows/b_concert.json';

describe('a price the build refuses, by file, show and field', () => {
  it('a min above its max', () => {
    const message = failure(
      withChange(concert, (s) => {
        s.price = { min: 50, max: 40 };
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › price.min: is $50, above max ($40)`,
    );
  });

  it('a negative price', () => {
    const message = failure(
      withChange(concert, (s) => {
        s.price = { min: -5, max: 20 };
      }),
    );
    expect(message).toContain(`${concertFile} › ${concertEntry} › price.min: must be 0 or more`);
  });

  it('pay what you can without a floor', () => {
    const message = failure(
      withChange(concert, (s) => {
        s.price = { payWhatYouCan: true };
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › price.min: is required for pay what you can`,
    );
  });

  it('a paid price marked free', () => {
    const message = failure(
      withChange(concert, (s) => {
        s.price = { free: true, min: 10 };
      }),
    );
    expect(message).toContain(`${concertFile} › ${concertEntry} › price.free: conflicts`);
  });

  it('fractions of a cent', () => {
    const message = failure(
      withChange(concert, (s) => {
        s.price = { min: 12.505 };
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › price.min: must be in whole cents`,
    );
  });

  it('a performance’s own price, naming the performance', () => {
    const message = failure(
      withChange(concert, (s) => {
        s.performances = [
          { date: '2026-12-12T19:30', price: { min: 30, max: 10 } },
          { date: '2026-12-13T15:00' },
        ];
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › performances[0].price.min: is $30, above max ($10)`,
    );
  });

  it('a film’s own price', () => {
    const message = failure(
      withChange('shows/a_festival.json', (s) => {
        ((s.shows as Json[])[1] as Json).price = { min: -1 };
      }),
    );
    expect(message).toContain(
      `${festivalFile} › ${festivalEntry} › shows[1].price.min: must be 0 or more`,
    );
  });

  it('an affordability note outside the closed list', () => {
    const message = failure(
      withChange(concert, (s) => {
        s.affordability = [{ kind: 'senior', details: '$15 for 65 and over' }];
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › affordability[0].kind: must be one of`,
    );
  });

  it('an affordability note without its conditions', () => {
    const message = failure(
      withChange(concert, (s) => {
        s.affordability = [{ kind: 'student', details: ' ' }];
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › affordability[0].details: is empty`,
    );
  });
});

describe('prices the loader puts into words', () => {
  const concertOf = (files: Record<string, unknown>) => {
    const found = load(files).shows.find((s) => s.sourceFile.endsWith('b_concert.json'));
    if (!found) throw new Error('the concert did not load');
    return found;
  };

  it('a run whose preview is free reads from Free, and the preview alone Free', () => {
    const shown = concertOf(
      withChange(concert, (s) => {
        s.price = { min: 18, max: 42 };
        s.performances = [
          { date: '2026-12-12T19:30', price: { free: true } },
          { date: '2026-12-13T15:00' },
        ];
      }),
    );
    expect(shown.priceLabel).toBe('Free–$42');
    expect(shown.performances.map((p) => p.priceLabel)).toEqual(['Free', '$18–$42']);
  });

  it('a run whose free preview is cancelled reads from the performances that take place', () => {
    const shown = concertOf(
      withChange(concert, (s) => {
        s.price = { min: 18, max: 42 };
        s.performances = [
          { date: '2026-12-12T19:30', price: { free: true }, status: 'cancelled' },
          { date: '2026-12-13T15:00' },
        ];
      }),
    );
    expect(shown.priceLabel).toBe('$18–$42');
  });

  it('a show without a price says prices are to be announced', () => {
    const shown = concertOf(
      withChange(concert, (s) => {
        delete s.price;
      }),
    );
    expect(shown.priceLabel).toBe('Prices to be announced');
  });
});
