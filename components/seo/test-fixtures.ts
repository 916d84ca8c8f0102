/**
 * Typed test data for the structured-data, calendar and sitemap tests: complete domain objects
 * with small overrides, so each test states only the fields its rule is about.
 */
import type { SeriesInfo } from '@/lib/structured-data';
import type { Education, EducationEvent, Film, Screening, Show, Site, Venue } from '@/lib/types';

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

export const cinema: Venue = {
  id: 'alderton',
  name: 'Alderton Theatre',
  streetAddress: '947 Fourth Avenue',
  locality: 'Huntington',
  region: 'WV',
  postalCode: '25701',
  country: 'US',
};

export const series: SeriesInfo = {
  name: 'Ridgeline Artists Series',
  url: 'https://www.example.edu/artistseries/',
  universityName: 'Ohio River University',
  universityUrl: 'https://www.example.edu/',
  timeZone: 'America/New_York',
  seasonHeading: '2026-2027 Season',
};

export function makeScreening(overrides: Partial<Screening> = {}): Screening {
  return {
    day: '2027-03-18',
    time: '18:00',
    dayLabel: 'Thursday, March 18',
    timeLabel: '6:00 pm',
    ...overrides,
  };
}

export function makeFilm(overrides: Partial<Film> = {}): Film {
  const name = overrides.name ?? 'the_quiet_hours';
  return {
    name,
    title: 'The Quiet Hours',
    description: '<p>A nurse keeps a small clinic running through the polar night.</p>',
    country: 'Norway',
    language: 'Norwegian with English subtitles',
    lengthMinutes: 101,
    lengthFormatted: '1 hr 41 min',
    trailer: '',
    poster: `/shows/film_festival/films/${name}.jpg`,
    posterAlt: 'Poster for The Quiet Hours',
    url: `/show/${name}`,
    screenings: [makeScreening()],
    schedule: ['Thursday, March 18 - 6:00 pm'],
    festivalName: 'film_festival',
    festivalTitle: 'Ridgeline International Film Festival',
    ...overrides,
  };
}

export function makeShow(overrides: Partial<Show> = {}): Show {
  const name = overrides.name ?? 'lanterns_over_larkspur';
  return {
    name,
    title: 'Lanterns Over Larkspur',
    date: '2027-01-23T19:30',
    day: '2027-01-23',
    dateFormatted: 'Saturday, January 23, 2027',
    dateFormattedShort: 'Jan 23',
    timeFormatted: '7:30 pm',
    doorsOpen: 'Doors generally open one hour before performance time.',
    venue: artsCenter,
    location: artsCenter.name,
    tickets: 'https://tickets.example.com/ridgeline/lanterns',
    mastersAt: false,
    mastersAtTickets: '',
    speakerSeries: false,
    packageTickets: '',
    website: '',
    trailer: '',
    description: '<p>A new musical about a town that lights up the sky.</p>',
    descriptionImageAlt: '',
    poster: `/shows/${name}/poster.jpg`,
    posterAlt: 'Poster for Lanterns Over Larkspur',
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
    sponsors: [],
    sponsorRows: [],
    festival: false,
    shows: [],
    schedule: [],
    eventType: 'TheaterEvent',
    performers: [],
    sourceFile: `content/shows/${name}.json`,
    ...overrides,
  };
}

/** A three-day festival with two films and three screenings in all. */
export function makeFestival(overrides: Partial<Show> = {}): Show {
  const films = [
    makeFilm({
      name: 'the_ferrymans_daughter',
      title: "The Ferryman's Daughter",
      language: 'English and Irish',
      country: 'Ireland',
      lengthMinutes: 104,
      lengthFormatted: '1 hr 44 min',
      festivalName: 'film_festival',
      screenings: [
        makeScreening({ day: '2027-03-18', time: '18:00' }),
        makeScreening({ day: '2027-03-19', time: '21:15' }),
      ],
    }),
    makeFilm({ screenings: [makeScreening({ day: '2027-03-20', time: '13:00' })] }),
  ];
  return makeShow({
    name: 'film_festival',
    title: 'Ridgeline International Film Festival',
    date: '2027-03-18T18:00',
    day: '2027-03-18',
    endDate: '2027-03-20',
    venue: cinema,
    location: cinema.name,
    tickets: 'https://tickets.example.com/ridgeline/festival',
    festival: true,
    template: 'festival',
    eventType: 'Festival',
    shows: films,
    url: '/shows/film_festival',
    poster: '/shows/film_festival/poster.jpg',
    socialImage: '/shows/film_festival/social.jpg',
    ...overrides,
  });
}

export function makeEducationEvent(overrides: Partial<EducationEvent> = {}): EducationEvent {
  return {
    name: 'Voices of the Valley',
    subtitle: 'A lecture on Appalachian song',
    date: '2026-10-08',
    time: '18:00',
    venue: artsCenter,
    location: artsCenter.name,
    room: 'Recital Hall',
    description: '<p>Songs, stories &amp; history.</p>',
    dateFormatted: 'Thursday, October 8, 2026',
    timeFormatted: '6:00 pm',
    imageAlt: '',
    highlighted: false,
    ...overrides,
  };
}

export function makeEducation(events: EducationEvent[] = [makeEducationEvent()]): Education {
  return {
    programme: 'Distinguished Visiting Professor Programme',
    season: '2025-2026',
    intro: '<p>Free events.</p>',
    professor: { name: 'Dr. Ada Whitfield', title: 'Visiting Professor', bio: '<p>Bio.</p>' },
    events,
  };
}

const logo = { name: 'Logo', src: 'logos/series.svg', url: '', width: 100, height: 40 };

export const site: Site = {
  seriesName: series.name,
  seriesShortName: 'Ridgeline Artists',
  tagline: 'Bringing the world to Huntington',
  universityName: series.universityName,
  collegeName: 'College of Arts and Media',
  mastersSeriesName: 'Masters at Ohio River',
  timeZone: 'America/New_York',
  phone: '(304) 555-0142',
  fax: '(304) 555-0143',
  email: 'artistseries@example.edu',
  postalAddress: { lines: ['One University Plaza'] },
  boxOffice: { name: 'Box Office', addressLines: ['1840 Fifth Avenue'], hours: 'noon–4 pm' },
  social: [{ name: 'Facebook', url: 'https://facebook.example.com/ridgeline' }],
  ticketSeller: { name: 'TriState Tix', url: 'https://tickets.example.com/ridgeline' },
  donationUrl: 'https://giving.example.edu/',
  getInvolvedText: 'Give.',
  mailingListAction: 'https://lists.example.com/subscribe',
  mailingListTrapField: 'b_trap',
  studentOrganisation: { name: 'Student Arts Alliance', url: 'https://studentarts.example.edu/' },
  analyticsId: '',
  seasonHeading: series.seasonHeading,
  sponsorLogoVersion: '1',
  logos: {
    series: logo,
    university: { ...logo, url: 'https://www.example.edu/' },
    college: logo,
    sponsors: [],
    funders: [],
  },
  copyrightStartYear: 2001,
};
