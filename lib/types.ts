/**
 * Domain types: what lib/content.ts hands to pages and components after validating content/ and
 * deriving everything the spec derives. Raw shapes live in lib/schemas.ts.
 *
 * Paths (poster, photos, downloads, sponsor logos…) are site-relative ("/shows/x/poster.jpg")
 * WITHOUT the base path: components pass them through `withBasePath()` from lib/paths.ts, or use
 * next/link which adds it. HTML fields are already sanitised.
 */
import type {
  Logo,
  PreviewTemplateName,
  RawEducation,
  RawEducationEvent,
  RawSite,
  RawVenue,
  TemplateName,
} from './schemas';

export type { Logo, PreviewTemplateName, TemplateName };

export type Site = RawSite;

export interface Venue extends RawVenue {
  id: string;
}

export interface Sponsor {
  name: string;
  level: number;
  text: boolean;
  food: boolean;
  url: string;
  /** "/sponsors/{slug}.jpg?v={version}" by the spec's file-name rule. */
  logoSrc: string;
}

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

export interface Film {
  name: string;
  title: string;
  /** Sanitised HTML. */
  description: string;
  country: string;
  language: string;
  lengthMinutes: number;
  /** "1 hr 42 min" */
  lengthFormatted: string;
  trailer: string;
  youtubeVideoId?: string;
  /** Click-to-load thumbnail we serve ourselves: "/shows/{festival}/films/{film}-trailer.jpg". */
  trailerThumbnail?: string;
  director?: string;
  year?: number;
  /** "/shows/{festival}/films/{film}.jpg" */
  poster: string;
  posterAlt: string;
  /** "/show/{name}" */
  url: string;
  screenings: Screening[];
  /** The spec's 'day - time' lines, e.g. "Friday, March 12 - 7:00 pm". */
  schedule: string[];
  festivalName: string;
  festivalTitle: string;
}

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

export interface Photo {
  src: string;
  alt: string;
  credit?: string;
}

export interface Show {
  name: string;
  title: string;
  subtitle?: string;
  subsubtitle?: string;
  /** Local start "YYYY-MM-DDTHH:MM" in the venue's time zone. */
  date: string;
  /** Calendar day of the start, "YYYY-MM-DD". */
  day: string;
  /** Last day of a multi-day show, "YYYY-MM-DD". */
  endDate?: string;
  dateFormatted: string;
  dateFormattedShort: string;
  timeFormatted: string;
  doorsOpen: string;
  venue: Venue;
  /** The venue's name (the spec's "location"). */
  location: string;
  /** Ticket link; '' when there is none. */
  tickets: string;
  mastersAt: boolean;
  mastersAtTickets: string;
  speakerSeries: boolean;
  packageTickets: string;
  website: string;
  trailer: string;
  youtubeVideoId?: string;
  /** Click-to-load thumbnail we serve ourselves: "/shows/{name}/trailer.jpg". */
  trailerThumbnail?: string;
  description: string;
  descriptionImageUrl?: string;
  descriptionImageAlt: string;
  posterInfo?: string;
  /** "/shows/{name}/poster.jpg" (800×1200). */
  poster: string;
  posterAlt: string;
  /** "/shows/{name}/social.jpg" (1200×630) for Open Graph and structured data. */
  socialImage: string;
  photos: Photo[];
  logoImage?: string;
  logoImageAlt: string;
  content?: string;
  ticketInfo?: string;
  program: string;
  /** "/downloads/{file}" */
  download?: string;
  /** 'Download Festival Schedule' | 'Download Festival Brochure' when there is a download. */
  downloadLabel?: string;
  specialEvent: boolean;
  /** Special events are not part of the series (spec section 4). */
  partOfSeries: boolean;
  backgroundColor?: string;
  titleColor?: string;
  infoColor?: string;
  /** "/shows/{name}" */
  url: string;
  previewTemplate: PreviewTemplateName;
  template: TemplateName;
  sponsorsHeading: string;
  sponsors: Sponsor[];
  sponsorRows: SponsorRow[];
  festival: boolean;
  shows: Film[];
  schedule: ScheduleDay[];
  eventType:
    'Event' | 'TheaterEvent' | 'MusicEvent' | 'ScreeningEvent' | 'Festival' | 'EducationEvent';
  performers: string[];
  price?: { min: number; max?: number };
  /** Source file, for error messages and tooling. */
  sourceFile: string;
}

/** The minimum the browser needs to re-decide upcoming vs past. */
export type ShowTiming = Pick<Show, 'name' | 'day' | 'endDate'>;

export interface FaqItem {
  question: string;
  /** Sanitised HTML. */
  answer: string;
}

export interface EducationEvent extends Omit<RawEducationEvent, 'location' | 'image'> {
  venue: Venue;
  location: string;
  dateFormatted: string;
  timeFormatted: string;
  /** "/education/{file}" */
  imageUrl?: string;
  imageAlt: string;
}

export interface Education extends Omit<RawEducation, 'events'> {
  events: EducationEvent[];
}
