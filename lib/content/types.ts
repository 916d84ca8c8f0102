/**
 * Domain types: what lib/content/index.ts hands to pages and components after validating content/ and
 * deriving what the product rules derive. Each is the schema's own output type (its content file's schema module)
 * with the fields the loader replaces left out and the derived ones added, so a field is listed
 * once, in the schema, and a new content field reaches the pages without being typed again.
 *
 * Paths (poster, photos, downloads, sponsor logos…) are site-relative ("/shows/x/poster.jpg")
 * WITHOUT the base path: components pass them through `withBasePath()` from lib/site/paths.ts, or use
 * next/link which adds it. HTML fields are already sanitised. Image sizes are read from the files.
 */
import type { RawEducation, RawEducationEvent } from '../concepts/education/education-schema';
import type { RawFilm } from '../concepts/festival/film-schema';
import type {
  PreviewTemplateName,
  RawShow,
  RawSponsor,
  TemplateName,
} from '../concepts/shows/show-schema';
import type { Logo, RawFaqItem, RawSite } from './site-schema';
import type { RawVenue } from '../concepts/venues/venue-schema';
import type { RawPastVenue } from '../concepts/venues/past-venue-schema';

import type { RawStoryStep } from '../concepts/venues/visual-story-schema';
import type { SeasonId } from '../concepts/seasons';
import type { Price } from '../concepts/prices/price-schema';
import type { AccessibilityService } from '../concepts/venues';
import type { RawCredit, RawPerson, RawWork } from '../concepts/archive/people-schema';

export type { Logo, PreviewTemplateName, SeasonId, TemplateName };

/** The real pixel size of an image file in public/. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * A picture as pages draw it: its site path ("/shows/x/poster.jpg"), the file's real size and
 * its alt text ('' for one that only decorates). One object, so components/ui/SiteImage.tsx takes
 * it whole.
 */
export type Picture = ImageSize & { src: string; alt: string };

export type Site = Omit<RawSite, 'shareImage'> & {
  /** The series' default share image, "/share/…", at least 1200×630 (the loader checks). */
  shareImage: Picture;
};

/** One step of a venue's visual story, its photo checked and sized (lib/concepts/venues/visual-story.ts). */
export type StoryStep = Omit<RawStoryStep, 'photo' | 'title'> &
  Picture & {
    /** "/venues/{id}/{photo}" */
    src: string;
    /** The step's own title, else its kind's heading. */
    title: string;
  };

export type Venue = Omit<RawVenue, 'visualStory'> & {
  id: string;
  /** The visual story's steps in order; absent or empty when the venue has none. */
  visualStory?: StoryStep[];
  /** Never set: a venue of venues.json has a visit page (PastVenue says otherwise). */
  historyOnly?: undefined;
};

/**
 * A hall known only to the history (content/past-venues/, lib/concepts/venues/past-venues.ts): a
 * name, maybe a town, and none of a visit page's details, which read as undefined.
 */
export type PastVenue = RawPastVenue & {
  id: string;
  historyOnly: true;
} & { [K in Exclude<keyof Venue, keyof RawPastVenue | 'id' | 'historyOnly'>]?: undefined };

/** Where a show is: a venue with a visit page, or a past one. */
export type ShowVenue = Venue | PastVenue;

export type Sponsor = RawSponsor & {
  /** "/sponsors/{slug}.jpg?v={version}" by the file-name rule of docs/rules/content.md#content-fields. */
  logoSrc: string;
};

export interface SponsorRow {
  level: number;
  /** Largest box a logo of this level may fill, in CSS pixels. */
  maxWidth: number;
  maxHeight: number;
  sponsors: Sponsor[];
}

export interface Screening {
  /** YYYY-MM-DD */
  day: string;
  /** HH:MM, 24-hour */
  time: string;
  /** "Friday, March 12" */
  dayLabel: string;
  /** "7:00 pm" */
  timeLabel: string;
}

export type Film = Omit<RawFilm, 'name'> & {
  name: string;
  /** "1 hr 42 min" */
  lengthFormatted: string;
  /** The languages in words, from the codes: "Arabic with English subtitles". */
  languageLabel: string;
  youtubeVideoId?: string;
  /** Click-to-load thumbnail we serve ourselves: "/shows/{festival}/films/{film}-trailer.jpg", alt ''. */
  trailerThumbnail?: Picture;
  /** "/shows/{festival}/films/{film}.jpg", alt "Poster for {title}". */
  poster: Picture;
  /** "/show/{name}" */
  url: string;
  screenings: Screening[];
  /** The 'day - time' lines, e.g. "Friday, March 12 - 7:00 pm". */
  schedule: string[];
  festivalName: string;
  festivalTitle: string;
  /** A single ticket's price in words, when the film has a price of its own. */
  priceLabel?: string;
};

export interface ScheduleSlot {
  time: string;
  timeLabel: string;
  films: Array<Pick<Film, 'name' | 'title' | 'url'>>;
}

export interface ScheduleDay {
  day: string;
  dayLabel: string;
  slots: ScheduleSlot[];
}

export type Photo = Omit<RawShow['photos'][number], 'file'> &
  Picture & {
    /** "/shows/{name}/{file}" */
    src: string;
  };

/**
 * One dated performance of a show (docs/rules/shows.md#performances), with the show's values
 * filled in where the performance sets none. A show with one `date` has one performance.
 */
export interface Performance {
  /** "20261211T1930": the start, a key for lists, anchors and calendar UIDs. */
  id: string;
  /** Local start "YYYY-MM-DDTHH:MM". */
  date: string;
  /** "YYYY-MM-DD" */
  day: string;
  status: RawShow['status'];
  previousDate?: string;
  /** "Thursday, October 22, 2026, 7:30 pm": a rescheduled performance's first date. */
  previousDateFormatted?: string;
  tickets: string;
  presaleTickets: string;
  onSaleFormatted?: string;
  onSaleInstant?: string;
  /** The show's services and the performance's own, in vocabulary order. */
  accessibility: AccessibilityService[];
  note?: string;
  /** "12:45 pm": when its touch tour starts, before the performance, when the file says. */
  touchTourTime?: string;
  /** Who took part in this performance beyond the show's people (ids the loader checked). */
  people: RawCredit[];
  /** Its own price, else the show's; absent when neither is known. */
  price?: Price;
  /** The price in words (lib/concepts/prices/rules/price.ts): "$18–$42", "Free", "Prices to be announced". */
  priceLabel: string;
  /** SEQUENCE of its calendar event: the show's revision plus the performance's. */
  revision: number;
  /** "Friday, December 11, 2026" */
  dateFormatted: string;
  /** "Fri, Dec 11" */
  dateFormattedShort: string;
  /** "7:30 pm" */
  timeFormatted: string;
}

/** Fields of a show file the loader replaces with derived ones (named below). */
type ReplacedShowFields =
  | 'name'
  | 'season'
  | 'location'
  | 'dateFormatted'
  | 'dateFormattedShort'
  | 'timeFormatted'
  | 'doorsOpen'
  | 'descriptionImage'
  | 'poster'
  | 'posterAlt'
  | 'socialImage'
  | 'photos'
  | 'logoImage'
  | 'download'
  | 'sponsors'
  | 'shows'
  | 'schedule'
  | 'performances'
  | 'audioIntroduction';

export type Show = Omit<RawShow, ReplacedShowFields> & {
  name: string;
  /** The audio introduction: its site path ("/shows/{name}/introduction.mp3") and transcript. */
  audioIntroduction?: { src: string; transcript: string };
  /** Calendar day of the start, "YYYY-MM-DD". */
  day: string;
  /** "2026-27": the season the file names, else the one the start day falls in (lib/concepts/seasons/rules/seasons.ts). */
  season: SeasonId;
  dateFormatted: string;
  dateFormattedShort: string;
  timeFormatted: string;
  doorsOpen: string;
  /** A past venue (historyOnly) has no visit page and no address. */
  venue: ShowVenue;
  /** The venue's name. */
  location: string;
  youtubeVideoId?: string;
  /** Click-to-load thumbnail we serve ourselves: "/shows/{name}/trailer.jpg", alt '' (Play names it). */
  trailerThumbnail?: Picture;
  /** "/shows/{name}/{file}" */
  descriptionImage?: Picture;
  /**
   * "/shows/{name}/poster.jpg", alt "Poster for {title}" when the file gives none. Absent only
   * for a show of the record that has no poster: pages draw a text card instead
   * (lib/concepts/shows/rules/pictures.ts).
   */
  poster?: Picture;
  /**
   * "/shows/{name}/social.jpg" for Open Graph: alt "{title}, {date}, {venue}", what the card
   * prints. Absent as the poster is: the page then shares the site's card.
   */
  socialImage?: Picture;
  photos: Photo[];
  /** "/shows/{name}/{file}" */
  logoImage?: Picture;
  /** "/downloads/{file}" */
  download?: string;
  /** 'Download Festival Schedule' | 'Download Festival Brochure' when there is a download. */
  downloadLabel?: string;
  /** Special events are not part of the series subscription. */
  partOfSeries: boolean;
  /** Rescheduled shows: "Thursday, October 22, 2026, 7:30 pm", the date first announced. */
  previousDateFormatted?: string;
  /** "Friday, October 1, 2027, 10:00 am": when the public sale opens. */
  onSaleFormatted?: string;
  /** The public sale's opening as an instant (ISO 8601, UTC), for comparing with a clock. */
  onSaleInstant?: string;
  /** "/shows/{name}" */
  url: string;
  sponsors: Sponsor[];
  sponsorRows: SponsorRow[];
  /** The films a festival or touring program shows (content writes them under "shows"). */
  films: Film[];
  schedule: ScheduleDay[];
  /** Every performance in date order; one for a show with a single date. */
  performances: Performance[];
  /**
   * Services offered at every performance (the show file's `accessibility`); `accessibility` is
   * every service offered at some performance.
   */
  accessibilityAtEvery: AccessibilityService[];
  /**
   * The price in words, of the whole run when performances differ (lib/concepts/prices/rules/price.ts
   * runPriceInWords): "$18–$42", "Free–$42", "Prices to be announced".
   */
  priceLabel: string;
  /** "Fri, Sat & Sun": the days of a run; undefined for a single performance. */
  runDays?: string;
  /** Source file, for error messages and tooling. */
  sourceFile: string;
};

/** The answer is sanitised HTML. */
export type FaqItem = RawFaqItem;

export type EducationEvent = Omit<RawEducationEvent, 'location' | 'image'> & {
  venue: Venue;
  /** Rescheduled events: "Thursday, October 22, 2026, 7:30 pm", the date first announced. */
  previousDateFormatted?: string;
  location: string;
  dateFormatted: string;
  timeFormatted: string;
  /** "/education/{file}" */
  image?: Picture;
};

export type Education = Omit<RawEducation, 'events'> & {
  events: EducationEvent[];
};

/** A person or group (content/people/{id}.json), with its page's address. */
export type Person = Omit<RawPerson, 'portrait' | 'portraitAlt'> & {
  /** The file's name: "ines_varga". */
  id: string;
  /** "/people/{id}/" */
  url: string;
  /** "/people/{id}/{file}" with its real size, when there is a portrait. */
  portrait?: ImageSize & { src: string; alt: string };
  sourceFile: string;
};

/** A work (content/works/{id}.json), with its page's address. */
export type Work = RawWork & {
  id: string;
  /** "/works/{id}/" */
  url: string;
  sourceFile: string;
};
