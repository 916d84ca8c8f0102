// The price schema's checks (./price-schema.ts) at their edges: equal, one cent past, zero,
// empty. The messages a staff member reads are tested through the loader in
// ./price-errors.test.ts.
import { affordabilityField, priceSchema } from './price-schema';

function issues(input: unknown): string[] {
  const result = priceSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('a price', () => {
  it('may run from 0 to 0, and says nothing when empty', () => {
    expect(issues({ min: 0, max: 0 })).toEqual([]);
    expect(issues({})).toEqual([]);
  });

  it('may have its min equal to its max, not one cent above it', () => {
    expect(issues({ min: 30, max: 30 })).toEqual([]);
    expect(issues({ min: 30.01, max: 30 })).toEqual(['min: is $30.01, above max ($30): swap them']);
  });

  it('is 0 or more, never one cent below', () => {
    expect(issues({ min: 0 })).toEqual([]);
    expect(issues({ min: -0.01 })).toEqual(['min: must be 0 or more: a price is never negative']);
  });

  it('is in whole cents', () => {
    expect(issues({ min: 12.5, max: 19.99 })).toEqual([]);
    expect(issues({ min: 12.505 })).toEqual([
      'min: must be in whole cents (12.5 or 12.50, not 12.505)',
    ]);
  });

  it('needs a min beside a max, unless free', () => {
    expect(issues({ max: 20 })).toEqual([
      'min: is required: the lowest price in dollars (or set "free")',
    ]);
    expect(issues({ free: true, max: 0 })).toEqual([]);
  });

  it('may be free at 0, but not free with any amount above 0', () => {
    expect(issues({ free: true, min: 0, max: 0 })).toEqual([]);
    expect(issues({ free: true, max: 0.01 })).toEqual([
      'free: conflicts with a price above $0: remove "free" or the amounts',
    ]);
    expect(issues({ free: true, min: 0.01 })).toEqual([
      'free: conflicts with a price above $0: remove "free" or the amounts',
    ]);
  });

  it('of pay what you can needs a floor, 0 included, and no top', () => {
    expect(issues({ payWhatYouCan: true, min: 0 })).toEqual([]);
    expect(issues({ payWhatYouCan: true })).toEqual([
      'min: is required for pay what you can: the floor, the least a ticket costs (0 if none)',
    ]);
    expect(issues({ payWhatYouCan: true, min: 5, max: 0 })).toContain(
      'max: does not go with pay what you can, which has a floor and no top: remove it',
    );
  });

  it('is free or pay what you can, never both', () => {
    expect(issues({ free: true, payWhatYouCan: true, min: 0 })).toEqual([
      'payWhatYouCan: conflicts with "free": a price is free or pay what you can',
    ]);
  });
});

describe('affordability notes', () => {
  const note = (kind: string) => ({ kind, details: '$10 with a student ID' });

  it('take each kind once, naming the second of a kind listed twice', () => {
    expect(affordabilityField.safeParse([note('student'), note('rush')]).success).toBe(true);
    const result = affordabilityField.safeParse([note('student'), note('rush'), note('student')]);
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      '2.kind: lists "student" twice: put both conditions in one note',
    ]);
  });
});
