import { filmSearchDetail, showSearchDetail } from './price-detail';

describe('the line under a search result', () => {
  it('gives a show its date and its price in words', () => {
    const show = {
      dateFormatted: 'Saturday, March 7, 2026',
      priceLabel: '$18–$42',
      festival: false,
      status: 'scheduled' as const,
    };
    expect(showSearchDetail(show)).toBe('Saturday, March 7, 2026 · $18–$42');
  });

  it('says a festival’s price is its pass', () => {
    const show = {
      dateFormatted: 'March 18–20, 2027',
      priceLabel: '$45',
      festival: true,
      status: 'scheduled' as const,
    };
    expect(showSearchDetail(show)).toBe('March 18–20, 2027 · Festival pass $45');
  });

  it('gives a film its single-ticket price, and only its festival when it has none', () => {
    expect(
      filmSearchDetail(
        { festivalTitle: 'Ridgeline Film Festival', priceLabel: '$9.50' },
        'scheduled',
      ),
    ).toBe('Ridgeline Film Festival · Single ticket $9.50');
    expect(filmSearchDetail({ festivalTitle: 'Ridgeline Film Festival' }, 'scheduled')).toBe(
      'Ridgeline Film Festival',
    );
  });

  it.each(['cancelled', 'postponed'] as const)(
    'gives a film of a %s festival no single-ticket price',
    (status) => {
      expect(
        filmSearchDetail({ festivalTitle: 'Ridgeline Film Festival', priceLabel: '$9.50' }, status),
      ).toBe('Ridgeline Film Festival');
    },
  );

  const show = { dateFormatted: 'Saturday, March 7, 2026', priceLabel: '$18–$42', festival: false };

  it.each([
    ['cancelled', 'Saturday, March 7, 2026 · Cancelled'],
    ['postponed', 'Saturday, March 7, 2026 · Postponed (new date to be announced)'],
  ] as const)('gives a %s show its status and no price', (status, detail) => {
    expect(showSearchDetail({ ...show, status })).toBe(detail);
  });

  it('gives a sold-out show its status and its price', () => {
    expect(showSearchDetail({ ...show, status: 'soldOut' })).toBe(
      'Saturday, March 7, 2026 · Sold out · $18–$42',
    );
  });
});
