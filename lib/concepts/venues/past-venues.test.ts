/** @jest-environment node */
// Past venues (docs/rules/visiting.md#past-venues): halls known only to the history, loaded from
// content/past-venues/, named on their shows, never given a visit page.
import { failure, load, withChange } from '../../../test/support/content-folder';
import { hasVisitPage, pastVenueLabel } from './rules/past-venue';

const atGrangeHall = (pastVenue: Record<string, unknown>, id = 'grange_hall') => ({
  ...withChange('shows/b_concert.json', (show) => {
    show.location = id;
    show.date = '1950-12-12T19:30';
    delete show.tickets;
  }),
  [`past-venues/${id}.json`]: pastVenue,
});

describe('a show at a past venue', () => {
  const content = load(atGrangeHall({ name: 'Grange Hall', locality: 'Millbrook' }));
  const show = content.shows.find((s) => s.venue.id === 'grange_hall');

  it('is named with the hall’s name', () => {
    expect(show?.location).toBe('Grange Hall');
  });

  it('has a venue without a visit page', () => {
    expect(show && hasVisitPage(show.venue)).toBe(false);
  });

  it('leaves the venues with visit pages as they were', () => {
    expect([...content.venues.keys()]).not.toContain('grange_hall');
    expect([...content.pastVenues.keys()]).toEqual(['grange_hall']);
  });
});

describe('a past venue file that cannot be', () => {
  it('one whose id is a venue of venues.json', () => {
    expect(failure(atGrangeHall({ name: 'Old Arts Center' }, 'jcepac'))).toMatch(
      /past-venues\/jcepac\.json.*already a venue of venues\.json/s,
    );
  });

  it('one without a name', () => {
    expect(failure(atGrangeHall({ locality: 'Millbrook' }))).toMatch(
      /past-venues\/grange_hall\.json.*name/s,
    );
  });

  it('one with a field a past venue does not have (no visit details)', () => {
    expect(failure(atGrangeHall({ name: 'Grange Hall', parking: '<p>Lot</p>' }))).toMatch(
      /parking/,
    );
  });
});

describe('naming a past venue', () => {
  const base = {
    id: 'grange_hall',
    name: 'Grange Hall',
    country: 'US',
    historyOnly: true as const,
  };

  it('with its town when known', () => {
    expect(pastVenueLabel({ ...base, locality: 'Millbrook' })).toBe('Grange Hall, Millbrook');
  });

  it('by its name alone otherwise', () => {
    expect(pastVenueLabel(base)).toBe('Grange Hall');
  });
});
