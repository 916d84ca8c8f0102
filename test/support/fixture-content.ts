/**
 * The one set of test data for every Jest test. It is not written here: it is loaded from the
 * fixture content folder test/fixtures/content/ (images in test/fixtures/public/) by the real
 * loader, so fixtures have exactly the shape and derived values the site gets. The make…()
 * helpers return a loaded object with small overrides, so each test states only the fields its
 * rule is about, and re-derive what follows from an overridden name, title, venue or sponsors.
 */
import type { PreviewSite } from '../../lib/editor/preview';
import path from 'node:path';

import { loadContent } from '../../lib/content/load';
import { filmPaths, showPaths } from '../../lib/concepts/shows/node';
import { formatDayLabel, formatTime } from '../../lib/time/format';
import { languageLabel, scheduleLine } from '../../lib/concepts/festival';
import { sponsorSchema } from '../../lib/concepts/shows/build';
import { groupSponsorsByLevel, toSponsor } from '../../lib/concepts/shows';
import type { SeriesInfo } from '../../lib/site/series';
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
} from '../../lib/content/types';

export const FIXTURE_CONTENT_DIR = path.join(__dirname, '..', 'fixtures', 'content');

/** Everything in the fixture content folder, as the facade would hand it to pages. */
export const fixtureContent = loadContent(FIXTURE_CONTENT_DIR, { analyticsId: '' });

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the fixture content has no ${what}`);
  return value;
}

function fixtureShow(name: string): Show {
  return required(
    fixtureContent.shows.find((show) => show.name === name),
    `show "${name}"`,
  );
}

/** The venue with the cash-only parking garage (the only one with a parking note). */
export const artsCenter: Venue = required(fixtureContent.venues.get('jcepac'), 'venue jcepac');

/** A venue without a parking note; the film festival's cinema. */
export const plainVenue: Venue = required(fixtureContent.venues.get('alderton'), 'venue alderton');

export const site: Site = fixtureContent.site;

export function makeLogo(name: string, src: string, url = ''): Logo {
  return { name, src, url, width: 240, height: 80 };
}

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
  const raw = sponsorSchema.parse({ name: overrides.name ?? 'River Bank', level: 1 });
  return { ...toSponsor(raw, site.sponsorLogoVersion), ...overrides };
}

/** The rows the facade builds for these sponsors. */
function sponsorRows(sponsors: readonly Sponsor[]): SponsorRow[] {
  return groupSponsorsByLevel(sponsors);
}

export function makeScreening(overrides: Partial<Screening> = {}): Screening {
  const day = overrides.day ?? '2027-03-18';
  const time = overrides.time ?? '18:00';
  return { day, time, dayLabel: formatDayLabel(day), timeLabel: formatTime(time), ...overrides };
}

/** The standard show: "Lanterns Over Larkspur", 23 January 2027 at the arts center. */
export function makeShow(overrides: Partial<Show> = {}): Show {
  const base = fixtureShow('lanterns_over_larkspur');
  const name = overrides.name ?? base.name;
  const title = overrides.title ?? base.title;
  const venue = overrides.venue ?? base.venue;
  const sponsors = overrides.sponsors ?? base.sponsors;
  const { url, poster, socialImage } = showPaths(name);
  const dateFormatted = overrides.dateFormatted ?? base.dateFormatted;
  return {
    ...base,
    name,
    url,
    poster: { ...base.poster!, src: poster, alt: `Poster for ${title}` },
    socialImage: {
      ...base.socialImage!,
      src: socialImage,
      alt: `${title}, ${dateFormatted}, ${venue.name}`,
    },
    sourceFile: `content/shows/${name}.json`,
    title,
    venue,
    location: venue.name,
    sponsors,
    sponsorRows: sponsorRows(sponsors),
    ...overrides,
  };
}

/** A three-day festival at the plain venue with two films and three screenings in all. */
export function makeFestival(overrides: Partial<Show> = {}): Show {
  return { ...fixtureShow('film_festival'), ...overrides };
}

/** "The Quiet Hours", a film of the fixture festival, screened once (18 March, 6 pm). */
export function makeFilm(overrides: Partial<Film> = {}): Film {
  const base = required(
    fixtureShow('film_festival').films.find((film) => film.name === 'the_quiet_hours'),
    'film the_quiet_hours',
  );
  const name = overrides.name ?? base.name;
  const title = overrides.title ?? base.title;
  const festivalName = overrides.festivalName ?? base.festivalName;
  const screenings = overrides.screenings ?? [makeScreening()];
  const { url, poster } = filmPaths(festivalName, name);
  return {
    ...base,
    name,
    title,
    url,
    poster: { ...base.poster, src: poster, alt: `Poster for ${title}` },
    languageLabel: languageLabel(
      overrides.language ?? base.language,
      overrides.subtitles ?? base.subtitles,
    ),
    screenings,
    schedule: screenings.map(scheduleLine),
    ...overrides,
  };
}

/** "Voices of the Valley", a lecture at the arts center. */
export function makeEducationEvent(overrides: Partial<EducationEvent> = {}): EducationEvent {
  const base = required(fixtureContent.education.events[0], 'education event');
  const venue = overrides.venue ?? base.venue;
  return { ...base, venue, location: venue.name, ...overrides };
}

export function makeEducation(events: EducationEvent[] = [makeEducationEvent()]): Education {
  return { ...fixtureContent.education, events };
}

/**
 * The standard show as a run of two evenings, the second with a guest conductor of its own
 * (performance-level `people`, docs/archive.md#content): what a performance's credits change.
 */
export function makeRunWithGuest(overrides: Partial<Show> = {}): Show {
  const base = makeShow(overrides);
  const [first] = base.performances;
  if (!first) throw new Error('the standard show has no performance');
  const second = '2027-01-24T19:30';
  return makeShow({
    ...overrides,
    performances: [
      { ...first, people: [] },
      {
        ...first,
        id: 'second-evening',
        date: second,
        day: second.slice(0, 10),
        people: [{ person: 'elsa_moreau', role: 'conductor' }],
      },
    ],
  });
}

/** What the editor's previews know of the site (lib/editor/config-file.ts readPreviewSite), from the fixtures. */
export function fixturePreviewSite(): PreviewSite {
  return {
    venues: Object.fromEntries(fixtureContent.venues),
    pastVenues: Object.fromEntries(fixtureContent.pastVenues),
    timeZone: fixtureContent.site.timeZone,
    sponsorLogoVersion: fixtureContent.site.sponsorLogoVersion,
    seriesName: fixtureContent.site.seriesName,
    mastersSeriesName: fixtureContent.site.mastersSeriesName,
    contact: fixtureContent.site,
    donationUrl: fixtureContent.site.donationUrl,
    people: Object.fromEntries(
      [...fixtureContent.people].map(([id, person]) => [
        id,
        { name: person.name, kind: person.kind },
      ]),
    ),
  };
}
