/**
 * The one set of test data for every Jest test: complete, typed domain objects with small
 * overrides, so each test states only the fields its rule is about. A test that depends on a value
 * should pass it as an override rather than lean on a default here.
 */
import { groupSponsorsByLevel, sponsorLogoPath } from './sponsors';
import type { SeriesInfo } from './structured-data';
import type {
  Education,
  EducationEvent,
  Film,
  Logo,
  Screening,
  Show,
  Site,
  Sponsor,
  SponsorRow,
  Venue,
} from './types';

/** The venue with the cash-only parking garage (spec: the only one with a parking note). */
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

/** A venue without a parking note; the film festival's cinema. */
export const plainVenue: Venue = {
  id: 'alderton',
  name: 'Alderton Theatre',
  streetAddress: '947 Fourth Avenue',
  locality: 'Huntington',
  region: 'WV',
  postalCode: '25701',
  country: 'US',
};

export function makeLogo(name: string, src: string, url = ''): Logo {
  return { name, src, url, width: 240, height: 80 };
}

export const site: Site = {
  seriesName: 'Ridgeline Artists Series',
  seriesShortName: 'Ridgeline Artists',
  tagline: 'Bringing the world to Huntington',
  universityName: 'Ohio River University',
  collegeName: 'College of Arts and Media',
  mastersSeriesName: 'Masters at Ohio River',
  timeZone: 'America/New_York',
  phone: '(555) 555-0123',
  fax: '(555) 555-0124',
  email: 'series@example.edu',
  postalAddress: { lines: ['Ridgeline Artists Series', '1 Campus Way', 'Huntington, WV 25701'] },
  boxOffice: {
    name: 'Series Box Office',
    addressLines: ['Student Center, Room 1', 'Huntington, WV 25701'],
    hours: 'Monday–Friday, noon–4 pm',
  },
  social: [
    { name: 'Facebook', url: 'https://facebook.example.com/ridgeline' },
    { name: 'Mastodon', url: 'https://social.example.org/@ridgeline' },
  ],
  ticketSeller: { name: 'TriState Tix', url: 'https://tickets.example.com/ridgeline' },
  donationUrl: 'https://giving.example.edu/ridgeline',
  getInvolvedText: 'Your gift keeps the arts alive in the valley.',
  mailingListAction: 'https://lists.example.com/subscribe/post?u=abc&id=def',
  mailingListTrapField: 'b_abc_def',
  studentOrganisation: { name: 'Student Arts Club', url: 'https://club.example.edu/' },
  analyticsId: '',
  seasonHeading: '2026-2027 Season',
  sponsorLogoVersion: '1',
  logos: {
    series: makeLogo('Ridgeline Artists Series', 'logos/series.svg'),
    university: makeLogo(
      'Ohio River University',
      'logos/university.svg',
      'https://www.example.edu/',
    ),
    college: makeLogo('College of Arts and Media', 'logos/college.svg'),
    sponsors: [makeLogo('Valley Bank', 'logos/bank.svg', 'https://bank.example.com/')],
    funders: [makeLogo('Arts Council', 'logos/council.svg')],
  },
  copyrightStartYear: 2001,
};

/** What `seriesInfo(site)` gives for the site above (a test checks the two agree). */
export const series: SeriesInfo = {
  name: site.seriesName,
  url: 'https://www.example.edu/artistseries/',
  universityName: site.universityName,
  universityUrl: site.logos.university.url,
  timeZone: site.timeZone,
  seasonHeading: site.seasonHeading,
};

export function makeSponsor(overrides: Partial<Sponsor> = {}): Sponsor {
  const name = overrides.name ?? 'River Bank';
  return {
    name,
    level: 1,
    text: false,
    food: false,
    url: '',
    logoSrc: sponsorLogoPath(name, site.sponsorLogoVersion),
    ...overrides,
  };
}

/** The rows the facade builds for these sponsors. */
export function sponsorRows(sponsors: readonly Sponsor[]): SponsorRow[] {
  return groupSponsorsByLevel(sponsors);
}

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
  const title = overrides.title ?? 'The Quiet Hours';
  return {
    name,
    title,
    description: '<p>A nurse keeps a small clinic running through the polar night.</p>',
    country: 'Norway',
    language: 'Norwegian with English subtitles',
    lengthMinutes: 101,
    lengthFormatted: '1 hr 41 min',
    trailer: '',
    poster: `/shows/film_festival/films/${name}.jpg`,
    posterAlt: `Poster for ${title}`,
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
  const title = overrides.title ?? 'Lanterns Over Larkspur';
  const venue = overrides.venue ?? artsCenter;
  const sponsors = overrides.sponsors ?? [];
  return {
    name,
    title,
    date: '2027-01-23T19:30',
    day: '2027-01-23',
    dateFormatted: 'Saturday, January 23, 2027',
    dateFormattedShort: 'Jan 23',
    timeFormatted: '7:30 pm',
    doorsOpen: 'Doors generally open one hour before performance time.',
    venue,
    location: venue.name,
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
    schedule: [],
    eventType: 'TheaterEvent',
    performers: [],
    sourceFile: `content/shows/${name}.json`,
    ...overrides,
  };
}

/** A three-day festival at the plain venue with two films and three screenings in all. */
export function makeFestival(overrides: Partial<Show> = {}): Show {
  const films = [
    makeFilm({
      name: 'the_ferrymans_daughter',
      title: "The Ferryman's Daughter",
      language: 'English and Irish',
      country: 'Ireland',
      lengthMinutes: 104,
      lengthFormatted: '1 hr 44 min',
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
    venue: plainVenue,
    tickets: 'https://tickets.example.com/ridgeline/festival',
    festival: true,
    template: 'festival',
    eventType: 'Festival',
    shows: films,
    ...overrides,
  });
}

export function makeEducationEvent(overrides: Partial<EducationEvent> = {}): EducationEvent {
  const venue = overrides.venue ?? artsCenter;
  return {
    name: 'Voices of the Valley',
    subtitle: 'A lecture on Appalachian song',
    date: '2026-10-08',
    time: '18:00',
    venue,
    location: venue.name,
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
