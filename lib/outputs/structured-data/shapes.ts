/**
 * The schema.org JSON-LD shapes the site writes (lib/outputs/structured-data/events.ts builds them,
 * lib/outputs/structured-data/show-page.ts and lib/outputs/structured-data/venue.ts too): only the
 * properties Google's event guidance reads, each enumeration as its full schema.org URL.
 */
import type { EventStatusType, ItemAvailability } from 'schema-dts';
import type { PersonNodeLd, WorkNodeLd } from './people';

export interface PostalAddressLd {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: string;
}

/** A past venue's address: only what the archive knows of it (its town, maybe). */
export type PastAddressLd = Pick<PostalAddressLd, '@type' | 'addressCountry'> &
  Partial<Pick<PostalAddressLd, 'addressLocality' | 'addressRegion'>>;

export interface PlaceLd {
  '@type': 'Place';
  name: string;
  address: PostalAddressLd | PastAddressLd;
}

export interface OrganizationLd {
  '@type': 'Organization' | 'CollegeOrUniversity';
  name: string;
  url?: string;
  parentOrganization?: OrganizationLd;
}

export interface PerformerLd {
  '@type': 'Person' | 'PerformingGroup';
  name: string;
}

/** The full-URL form of a schema.org enumeration, as Google's examples write it. */
type SchemaUrl<T> = Extract<T, `https://schema.org/${string}`>;

export type EventStatusLd = SchemaUrl<EventStatusType>;
export type AvailabilityLd = Extract<
  SchemaUrl<ItemAvailability>,
  'https://schema.org/InStock' | 'https://schema.org/SoldOut' | 'https://schema.org/PreOrder'
>;

interface OfferFields {
  url: string;
  availability: AvailabilityLd;
  /** When the public sale opens (ISO 8601 with the venue's offset). */
  validFrom?: string;
}

/** One price, or none known (lib/outputs/structured-data/offer-price.ts). */
export interface SingleOfferLd extends OfferFields {
  '@type': 'Offer';
  price?: number;
  priceCurrency?: 'USD';
}

/** A range of prices, or pay what you can from a floor (no highPrice). */
export interface AggregateOfferLd extends OfferFields {
  '@type': 'AggregateOffer';
  lowPrice: number;
  highPrice?: number;
  priceCurrency: 'USD';
}

export type OfferLd = SingleOfferLd | AggregateOfferLd;

export interface MovieLd {
  '@type': 'Movie';
  name: string;
  url?: string;
  description?: string;
  image?: string;
  /** BCP 47 codes: "no", or ["hi", "en"]. */
  inLanguage: string | string[];
  subtitleLanguage?: string | string[];
  countryOfOrigin: { '@type': 'Country'; name: string };
  /** ISO 8601 duration, "PT1H42M". */
  duration: string;
  director?: { '@type': 'Person'; name: string };
}

export type EventTypeLd =
  'Event' | 'TheaterEvent' | 'MusicEvent' | 'ScreeningEvent' | 'Festival' | 'EducationEvent';

interface EventLdFields {
  '@type': EventTypeLd;
  '@id'?: string;
  name: string;
  description?: string;
  url: string;
  /** ISO 8601 with the venue's UTC offset on that date. */
  startDate: string;
  endDate: string;
  eventStatus: EventStatusLd;
  /** Only with EventRescheduled: the start first announced. */
  previousStartDate?: string;
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode';
  location: PlaceLd;
  image?: string[];
  organizer?: OrganizationLd;
  /** Linked people and groups by their pages' @id (./people.ts), then names not yet linked. */
  performer?: Array<PerformerLd | PersonNodeLd>;
  /** The works performed, by their pages' @id, music as MusicComposition with its composer. */
  workPerformed?: WorkNodeLd[];
  offers?: OfferLd;
  isAccessibleForFree?: boolean;
  /** ISO 8601, "PT2H10M": the run time, when content gives one. */
  duration?: string;
  /** "8-": the recommended minimum age and up. */
  typicalAgeRange?: string;
  workPresented?: MovieLd | MovieLd[];
  subEvent?: EventLd[];
  superEvent?: EventRefLd;
}

/**
 * An event of one type at a time (a union over the types, not one object with a union type), so
 * each event checks against schema-dts's type for its own kind in the tests.
 */
export type EventLd = {
  [T in EventTypeLd]: Omit<EventLdFields, '@type'> & { '@type': T };
}[EventTypeLd];

/** A pointer from a screening to its festival. */
export type EventRefLd = {
  [T in EventTypeLd]: { '@type': T; '@id': string; name: string; url: string };
}[EventTypeLd];
