import { artsCenter, plainVenue } from '@/test/support/fixture-content';
import { geoUri, openStreetMapUrl, venueStructuredData } from './venue';

describe('venue structured data', () => {
  const theatre = {
    ...artsCenter,
    kind: 'theater' as const,
    geo: { latitude: 38.4229, longitude: -82.4268 },
  };

  it('describes a theatre as a PerformingArtsTheater with its postal address and geo', () => {
    const data = venueStructuredData(theatre, '(304) 555-0142');
    expect(data['@type']).toBe('PerformingArtsTheater');
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: artsCenter.streetAddress,
      addressLocality: artsCenter.locality,
      addressRegion: artsCenter.region,
      postalCode: artsCenter.postalCode,
      addressCountry: artsCenter.country,
    });
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 38.4229, longitude: -82.4268 });
    expect(data.telephone).toBe('(304) 555-0142');
    expect(data.url).toMatch(new RegExp(`/venues/${artsCenter.id}/$`));
  });

  it('is a plain Place without a kind, and has no geo without a position', () => {
    const data = venueStructuredData({ ...plainVenue, kind: undefined, geo: undefined });
    expect(data['@type']).toBe('Place');
    expect(data).not.toHaveProperty('geo');
    expect(data).not.toHaveProperty('hasMap');
  });

  it('links a map on OpenStreetMap and as a geo: URI, with no script of a map service', () => {
    const geo = { latitude: 38.4229, longitude: -82.4268 };
    expect(openStreetMapUrl(geo)).toBe(
      'https://www.openstreetmap.org/?mlat=38.4229&mlon=-82.4268#map=17/38.4229/-82.4268',
    );
    expect(geoUri(geo)).toBe('geo:38.4229,-82.4268');
  });
});
