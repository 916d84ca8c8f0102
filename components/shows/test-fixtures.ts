/**
 * Test data for the show components: complete, typed domain objects with small overrides, so each
 * test states only the fields its rule is about.
 */
import type { Film, Screening, ScheduleDay, Show, Sponsor, SponsorRow, Venue } from '@/lib/types';

export const plainVenue: Venue = {
  id: 'alderton',
  name: 'Alderton Theatre',
  streetAddress: '947 Fourth Avenue',
  locality: 'Huntington',
  region: 'WV',
  postalCode: '25701',
  country: 'US',
};

export const artsCenter: Venue = {
  id: 'jcepac',
  name: 'Joan C. Edwards Performing Arts Center',
  streetAddress: '1527 College Avenue',
  locality: 'Huntington',
  region: 'WV',
  postalCode: '25703',
  country: 'US',
  parkingNote: 'The parking garage next to the facility accepts cash only.',
};

export function makeSponsor(overrides: Partial<Sponsor> = {}): Sponsor {
  const name = overrides.name ?? 'River Bank';
  return {
    name,
    level: 1,
    text: false,
    food: false,
    url: '',
    logoSrc: `/sponsors/${name.toLowerCase().replace(/\s+/g, '_')}.jpg?v=1`,
    ...overrides,
  };
}

export function makeScreening(overrides: Partial<Screening> = {}): Screening {
  return {
    day: '2027-03-12',
    time: '19:00',
    dayLabel: 'Friday, March 12',
    timeLabel: '7:00 pm',
    ...overrides,
  };
}

export function makeFilm(overrides: Partial<Film> = {}): Film {
  const name = overrides.name ?? 'the_quiet_harbour';
  return {
    name,
    title: 'The Quiet Harbour',
    description: '<p>A lighthouse keeper and her daughter weather one last winter.</p>',
    country: 'Norway',
    language: 'Norwegian with English subtitles',
    lengthMinutes: 102,
    lengthFormatted: '1 hr 42 min',
    trailer: 'https://www.youtube.com/watch?v=abcdefghijk',
    youtubeVideoId: 'abcdefghijk',
    trailerThumbnail: `/shows/film_festival/films/${name}-trailer.jpg`,
    poster: `/shows/film_festival/films/${name}.jpg`,
    posterAlt: 'Poster for The Quiet Harbour',
    url: `/show/${name}`,
    screenings: [makeScreening()],
    schedule: ['Friday, March 12 - 7:00 pm'],
    festivalName: 'film_festival',
    festivalTitle: 'International Film Festival',
    ...overrides,
  };
}

export function sponsorRows(sponsors: Sponsor[]): SponsorRow[] {
  const levels = [...new Set(sponsors.map((s) => s.level))].sort((a, b) => a - b);
  return levels.map((level) => ({
    level,
    maxWidth: Math.max(125, 275 - (level - 1) * 50),
    maxHeight: Math.max(40, 165 - (level - 1) * 30),
    sponsors: sponsors.filter((s) => s.level === level),
  }));
}

export function makeShow(overrides: Partial<Show> = {}): Show {
  const name = overrides.name ?? 'an_evening_of_song';
  const title = overrides.title ?? 'An Evening of Song';
  const venue = overrides.venue ?? plainVenue;
  const sponsors = overrides.sponsors ?? [];
  const schedule: ScheduleDay[] = overrides.schedule ?? [];
  return {
    name,
    title,
    date: '2027-02-14T19:30',
    day: '2027-02-14',
    dateFormatted: 'Sunday, February 14, 2027',
    dateFormattedShort: 'Feb 14',
    timeFormatted: '7:30 pm',
    doorsOpen: 'Doors generally open one hour before performance time.',
    venue,
    location: venue.name,
    tickets: '',
    mastersAt: false,
    mastersAtTickets: '',
    speakerSeries: false,
    packageTickets: '',
    website: '',
    trailer: '',
    description: '<p>A recital of art songs.</p>',
    descriptionImageAlt: '',
    poster: `/shows/${name}/poster.jpg`,
    posterAlt: `Poster for ${title}`,
    socialImage: `/shows/${name}/social.jpg`,
    photos: [],
    logoImageAlt: '',
    program: '',
    specialEvent: false,
    partOfSeries: true,
    url: `/shows/${name}`,
    previewTemplate: 'preview',
    template: 'standard',
    sponsorsHeading: 'Sponsored By',
    sponsors,
    sponsorRows: sponsorRows(sponsors),
    festival: false,
    shows: [],
    schedule,
    eventType: 'MusicEvent',
    performers: [],
    sourceFile: `content/shows/${name}.json`,
    ...overrides,
  };
}
