import { countOf, plural } from './words';

describe('counted nouns', () => {
  it('takes the singular for exactly one', () => {
    expect(countOf(1, 'performance')).toBe('1 performance');
  });

  it('takes the plural for two, for zero and for a fraction', () => {
    expect(countOf(2, 'performance')).toBe('2 performances');
    expect(countOf(0, 'show')).toBe('0 shows');
    expect(countOf(1.5, 'hour')).toBe('1.5 hours');
  });

  it('says the zero phrase when given one and the count is zero, and only then', () => {
    expect(countOf(0, 'appearance', { zero: 'No appearances yet' })).toBe('No appearances yet');
    expect(countOf(1, 'appearance', { zero: 'No appearances yet' })).toBe('1 appearance');
  });

  it('groups thousands as American English does', () => {
    expect(countOf(1500, 'appearance')).toBe('1,500 appearances');
  });

  it('knows irregular plurals and takes a given one', () => {
    expect(countOf(3, 'person')).toBe('3 people');
    expect(countOf(2, 'series')).toBe('2 series');
    expect(countOf(2, { one: 'box office', other: 'box offices' })).toBe('2 box offices');
    expect(plural(1, { one: 'child', other: 'kids' })).toBe('child');
    expect(plural(4, { one: 'child', other: 'kids' })).toBe('kids');
  });
});
