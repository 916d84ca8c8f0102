/**
 * The one content facade. Pages and components read content/ ONLY through these functions.
 * STUB: signatures are the agreed API; the implementation is being written (lib/ owner).
 */
import type { Education, FaqItem, Film, Show, Site, Venue } from './types';

/** Site configuration from content/site.json (analytics id may be overridden by ANALYTICS_ID). */
export function getSite(): Site {
  throw new Error('not implemented');
}

export function getVenue(id: string): Venue {
  throw new Error(`not implemented ${id}`);
}

/** Every show of the season, ascending by date. */
export function getAllShows(): Show[] {
  throw new Error('not implemented');
}

export function getShowNames(): string[] {
  throw new Error('not implemented');
}

export function findShow(name: string): Show | undefined {
  throw new Error(`not implemented ${name}`);
}

/** Shows flagged speakerSeries, ascending by date. */
export function getSpeakerSeriesShows(): Show[] {
  throw new Error('not implemented');
}

/** Shows with festival: true. */
export function getFestivals(): Show[] {
  throw new Error('not implemented');
}

/** Every film of every festival/tour, with its festival's name and title. */
export function getAllFilms(): Film[] {
  throw new Error('not implemented');
}

export function findFilm(name: string): Film | undefined {
  throw new Error(`not implemented ${name}`);
}

export function getFaq(): FaqItem[] {
  throw new Error('not implemented');
}

export function getEducation(): Education {
  throw new Error('not implemented');
}
