import { onlyOn } from './people-words';

describe('the performances a role was held at, in words', () => {
  it('names one day', () => {
    expect(onlyOn(['2026-03-07T19:30'])).toBe('Mar 7 only');
  });

  it('joins two days with "and"', () => {
    expect(onlyOn(['2026-03-07T19:30', '2026-03-08T14:00'])).toBe('Mar 7 and Mar 8 only');
  });

  it('lists three days with commas, then "and"', () => {
    expect(onlyOn(['2026-03-06T19:30', '2026-03-07T19:30', '2026-03-08T19:30'])).toBe(
      'Mar 6, Mar 7 and Mar 8 only',
    );
  });

  it('names a day with a matinee and an evening once', () => {
    expect(onlyOn(['2026-03-07T14:00', '2026-03-07T19:30'])).toBe('Mar 7 only');
  });
});
