/** @jest-environment node */
// A venue's lead times for services booked ahead (lib/concepts/venues/access-request-schema.ts).
import { venueSchema } from './venue-schema';

const venue = {
  name: 'Alderton Theatre',
  streetAddress: '947 Fourth Avenue',
  locality: 'Huntington',
  region: 'WV',
  postalCode: '25701',
};

function issues(input: unknown) {
  const result = venueSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('a venue’s notice for access services', () => {
  it('accepts a lead time for all and one for a service, 0 included', () => {
    expect(
      issues({ ...venue, accessRequests: { leadDays: 0, byService: { 'touch-tour': 21 } } }),
    ).toEqual([]);
  });

  it('may be left out', () => {
    expect(issues(venue)).toEqual([]);
  });

  it('names a lead time below 0 in words', () => {
    expect(issues({ ...venue, accessRequests: { leadDays: -1 } })).toEqual([
      expect.stringMatching(/^accessRequests\.leadDays: cannot be below 0/),
    ]);
    expect(
      issues({ ...venue, accessRequests: { leadDays: 7, byService: { 'touch-tour': -3 } } }),
    ).toEqual([expect.stringMatching(/^accessRequests\.byService\.touch-tour: cannot be below 0/)]);
  });

  it('refuses part days and a service that needs no notice', () => {
    expect(issues({ ...venue, accessRequests: { leadDays: 1.5 } })).toEqual([
      'accessRequests.leadDays: must be a whole number of days',
    ]);
    expect(
      issues({ ...venue, accessRequests: { leadDays: 7, byService: { 'wheelchair-seating': 3 } } }),
    ).toEqual([expect.stringMatching(/^accessRequests\.byService: /)]);
  });
});
