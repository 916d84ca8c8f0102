/**
 * schema.org JSON-LD of a venue page (/venues/{id}/): a PerformingArtsTheater, MovieTheater,
 * Library or Place (by the venue's kind) with its PostalAddress, its GeoCoordinates when content
 * gives them, and a telephone: the box office's, where accommodations are booked.
 */
import type { Venue } from '../../content/types';
import { absoluteUrl } from '../../site/paths';
import { routes } from '../../site/routes';
import type { PostalAddressLd } from './shapes';

/**
 * A venue's address as schema.org writes it. Here rather than beside the events that also use it,
 * so that what the pages' venue parts import (geoUri, openStreetMapUrl) brings in no
 * description writer: the editor's preview bundles those parts.
 */
export function postalAddress(venue: Venue): PostalAddressLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: venue.streetAddress,
    addressLocality: venue.locality,
    addressRegion: venue.region,
    postalCode: venue.postalCode,
    addressCountry: venue.country,
  };
}

export type VenueTypeLd = 'PerformingArtsTheater' | 'MovieTheater' | 'Library' | 'Place';

export interface VenueLd {
  '@type': VenueTypeLd;
  '@id': string;
  name: string;
  url: string;
  address: PostalAddressLd;
  geo?: { '@type': 'GeoCoordinates'; latitude: number; longitude: number };
  telephone?: string;
  hasMap?: string;
}

const TYPE_OF_KIND: Record<NonNullable<Venue['kind']>, VenueTypeLd> = {
  theater: 'PerformingArtsTheater',
  'concert-hall': 'PerformingArtsTheater',
  cinema: 'MovieTheater',
  library: 'Library',
  other: 'Place',
};

/** The OpenStreetMap page centred on the venue (no map script on our pages). */
export function openStreetMapUrl(geo: { latitude: number; longitude: number }): string {
  const { latitude, longitude } = geo;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** A geo: link (RFC 5870), which phones open in the map app the visitor chose. */
export function geoUri(geo: { latitude: number; longitude: number }): string {
  return `geo:${geo.latitude},${geo.longitude}`;
}

export function venueStructuredData(venue: Venue, boxOfficePhone?: string): VenueLd {
  const url = absoluteUrl(routes.venue(venue.id));
  return {
    '@type': TYPE_OF_KIND[venue.kind ?? 'other'],
    '@id': `${url}#place`,
    name: venue.name,
    url,
    address: postalAddress(venue),
    ...(venue.geo
      ? {
          geo: {
            '@type': 'GeoCoordinates' as const,
            latitude: venue.geo.latitude,
            longitude: venue.geo.longitude,
          },
          hasMap: openStreetMapUrl(venue.geo),
        }
      : {}),
    ...(boxOfficePhone ? { telephone: boxOfficePhone } : {}),
  };
}
