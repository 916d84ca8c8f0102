/**
 * Every page of the site the browser tests visit, derived from content/ (e2e/support/content.ts)
 * so that a new show, film, season, venue or accessibility service is covered automatically, and
 * the main navigation as the product rules name it.
 */
import {
  accessibilityVocabulary,
  festivals,
  films,
  offeredServices,
  people,
  seasons,
  seasonTitle,
  shows,
  site,
  titlePattern,
  venues,
  works,
} from './content';
import { expectedMonths, expectedTopics } from './listings';
import { movedProgramPages } from '../../lib/site/old-addresses';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { exportDir } from './servers';

export interface Route {
  /** Relative to the base URL, e.g. "faq/" ('' is home). */
  path: string;
  /** For screenshot files and test titles. */
  id: string;
  /** What the page's one h1 must say (case-insensitive). */
  heading: RegExp;
}

export const staticRoutes: Route[] = [
  { path: '', id: 'home', heading: /./ },
  { path: 'speaker-series/', id: 'speaker-series', heading: /speaker/i },
  {
    path: 'education-and-enrichment/',
    id: 'education-and-enrichment',
    heading: /education|enrich/i,
  },
  { path: 'philharmonic/', id: 'philharmonic', heading: /philharmonic/i },
  { path: 'students/', id: 'students', heading: /student/i },
  { path: 'faq/', id: 'faq', heading: /faq|frequently asked/i },
  { path: 'subscribe/', id: 'subscribe', heading: /subscribe|mailing list|sign up|e-?mail/i },
  { path: 'contact/', id: 'contact', heading: /contact/i },
  { path: 'covid/', id: 'covid', heading: /covid/i },
  { path: 'festival/', id: 'festival', heading: /festival/i },
  // /shows/:name? with no name.
  { path: 'shows/', id: 'shows', heading: /./ },
  { path: 'seasons/', id: 'seasons', heading: /season/i },
  { path: 'search/', id: 'search', heading: /search/i },
  { path: 'visit/', id: 'visit', heading: /visit/i },
  { path: 'tonight/', id: 'tonight', heading: /tonight/i },
  { path: 'whats-on/', id: 'whats-on', heading: /what.s on/i },
  { path: 'share-our-listings/', id: 'share-our-listings', heading: /share our listings/i },
  // What the service worker answers offline for a page not kept (docs/rules/offline.md#offline).
  { path: 'offline/', id: 'offline', heading: /offline/i },
  // What the visitor saved, read from their browser; as built, it holds no picks.
  { path: 'my-picks/', id: 'my-picks', heading: /my picks/i },
];

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2027-03" → "March 2027". */
export function monthWords(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[number - 1]} ${year}`;
}

const TOPIC_HEADINGS: Record<string, RegExp> = {
  music: /music/i,
  theatre: /theater/i,
  dance: /dance/i,
  film: /film/i,
  talks: /talks/i,
  education: /education/i,
  'speaker-series': /speaker series/i,
  'film-festival': /film festival/i,
};

/**
 * The listings (docs/rules/listings.md#listings) of what the season holds: free, this week and
 * this weekend, each month and each kind or series some event has, as the sitemap lists them.
 */
export const listingRoutes: Route[] = [
  { path: 'whats-on/free/', id: 'whats-on-free', heading: /free/i },
  { path: 'whats-on/this-week/', id: 'whats-on-this-week', heading: /this week/i },
  { path: 'whats-on/this-weekend/', id: 'whats-on-this-weekend', heading: /this weekend/i },
  ...expectedMonths().map((month) => ({
    path: `whats-on/${month}/`,
    id: `whats-on-${month}`,
    heading: titlePattern(monthWords(month)),
  })),
  ...expectedTopics().map((topic) => ({
    path: `whats-on/${topic}/`,
    id: `whats-on-${topic}`,
    heading: TOPIC_HEADINGS[topic] ?? /./,
  })),
];

/**
 * The embeds (docs/rules/listings.md#embeds): a page for every list, offered or empty, so a pasted
 * snippet never breaks. Pages without the site's chrome, so not in `routes`: e2e/embeds.spec.ts
 * holds them to an embed's own promises, e2e/html-validity.spec.ts to valid markup.
 */
export const embedRoutes: Route[] = [
  { path: 'embed/upcoming/', id: 'embed-upcoming', heading: /upcoming/i },
  { path: 'embed/free/', id: 'embed-free', heading: /free/i },
  ...Object.entries(TOPIC_HEADINGS).map(([topic, heading]) => ({
    path: `embed/${topic}/`,
    id: `embed-${topic}`,
    heading,
  })),
  ...accessibilityVocabulary.map((service) => ({
    path: `embed/${service.id}/`,
    id: `embed-${service.id}`,
    heading: titlePattern(service.label),
  })),
];

/** A month at a glance, for each month some event of the season takes place in. */
export const calendarRoutes: Route[] = expectedMonths().map((month) => ({
  path: `whats-on/calendar/${month}/`,
  id: `calendar-${month}`,
  heading: titlePattern(monthWords(month)),
}));

/** The filtered upcoming list of each service the season offers (the sitemap lists these). */
export const accessibilityRoutes: Route[] = offeredServices.map((service) => ({
  path: `accessibility/${service.id}/`,
  id: `accessibility-${service.id}`,
  // The home page pre-filtered: its h1 is the season heading.
  heading: titlePattern(site.seasonHeading),
}));

/**
 * The pages above the detail pages (docs/rules/site.md#index-pages): no address above a page
 * answers "not found" (e2e/index-pages.spec.ts walks the export for it).
 */
export const indexRoutes: Route[] = [
  { path: 'accessibility/', id: 'accessibility-services', heading: /accessibility services/i },
  { path: 'people/', id: 'people', heading: /people/i },
  { path: 'works/', id: 'works', heading: /works/i },
  { path: 'venues/', id: 'venues', heading: /venues/i },
  { path: 'show/', id: 'films', heading: /festival films/i },
  { path: 'whats-on/calendar/', id: 'calendar', heading: /calendar/i },
];

/**
 * A person's and a work's page of each season in which something of theirs took place
 * (docs/archive.md#pages), as the export holds them: which seasons those are takes the archive's
 * whole rule (lib/concepts/archive/rules/season-pages.ts, tested beside it, with the pages'
 * components), so the list is read from the build under test rather than worked out again; each
 * page still gets every check (its h1, title, links, validity). Before a build (a listing of the
 * tests) there are none.
 */
/** A season's folder under a person's or work's page: /people/{id}/2026-27/. */
const SEASON_FOLDER = /^\d{4}-\d{2}$/;

function archiveSeasonRoutes(): Route[] {
  const seasonsOf = (folder: string, id: string): string[] => {
    const dir = path.join(exportDir(), folder, id);
    return existsSync(dir)
      ? readdirSync(dir).filter(
          (season) =>
            SEASON_FOLDER.test(season) && existsSync(path.join(dir, season, 'index.html')),
        )
      : [];
  };
  return [
    ...people.flatMap((person) =>
      seasonsOf('people', person.id).map((season) => ({
        path: `people/${person.id}/${season}/`,
        id: `people-${person.id}-${season}`,
        heading: titlePattern(person.name),
      })),
    ),
    ...works.flatMap((work) =>
      seasonsOf('works', work.id).map((season) => ({
        path: `works/${work.id}/${season}/`,
        id: `works-${work.id}-${season}`,
        heading: titlePattern(work.title),
      })),
    ),
  ];
}

/** Every page of the site, derived from content/ so that a new show is covered automatically. */
export const routes: Route[] = [
  ...staticRoutes,
  ...indexRoutes,
  ...shows.map((show) => ({
    path: `shows/${show.name}/`,
    id: `shows-${show.name}`,
    heading: titlePattern(show.title),
  })),
  ...films.map((film) => ({
    path: `show/${film.name}/`,
    id: `show-${film.name}`,
    heading: titlePattern(film.title),
  })),
  ...festivals.map((festival) => ({
    path: `festival/${festival.name}/`,
    id: `festival-${festival.name}`,
    heading: /festival/i,
  })),
  ...seasons.map((season) => ({
    path: `seasons/${season}/`,
    id: `seasons-${season}`,
    heading: titlePattern(seasonTitle(season)),
  })),
  ...accessibilityRoutes,
  // Every venue of content/venues.json has its page, named after the venue.
  ...Object.entries(venues).map(([id, venue]) => ({
    path: `venues/${id}/`,
    id: `venues-${id}`,
    heading: titlePattern(venue.name),
  })),
  // A venue with a visual story has its page (docs/rules/visiting.md#sensory-guides-and-visual-stories).
  ...Object.entries(venues)
    .filter(([, venue]) => (venue.visualStory ?? []).length > 0)
    .map(([id, venue]) => ({
      path: `venues/${id}/visual-story/`,
      id: `visual-story-${id}`,
      heading: titlePattern(venue.name),
    })),
  ...shows
    .filter((show) => show.hasProgram)
    .map((show) => ({
      path: `shows/${show.name}/program/`,
      id: `program-${show.name}`,
      heading: titlePattern(show.title),
    })),
  // Each program's large-print version (docs/rules/shows.md#program-notes).
  ...shows
    .filter((show) => show.hasProgram)
    .map((show) => ({
      path: `shows/${show.name}/program/large-print/`,
      id: `program-large-print-${show.name}`,
      heading: titlePattern(show.title),
    })),
  // And its printable QR card.
  ...shows
    .filter((show) => show.hasProgram)
    .map((show) => ({
      path: `shows/${show.name}/program/card/`,
      id: `program-card-${show.name}`,
      heading: titlePattern(show.title),
    })),
  ...listingRoutes,
  ...calendarRoutes,
  // The archive (docs/archive.md): the history, the open data's page, each person and work.
  { path: 'history/', id: 'history', heading: /history/i },
  { path: 'data/', id: 'data', heading: /open data/i },
  ...people.map((person) => ({
    path: `people/${person.id}/`,
    id: `people-${person.id}`,
    heading: titlePattern(person.name),
  })),
  ...works.map((work) => ({
    path: `works/${work.id}/`,
    id: `works-${work.id}`,
    heading: titlePattern(work.title),
  })),
  ...archiveSeasonRoutes(),
];

/**
 * The old addresses of each program page and where each lives now (lib/site/old-addresses.ts),
 * relative to the base URL like a route's path. Not pages of the site: the export leaves a small
 * forwarding page at each for hosts without redirects (e2e/old-addresses.spec.ts), and nginx
 * redirects them (e2e-nginx/old-addresses.e2e.ts).
 */
export const oldProgramAddresses: Array<{ from: string; to: string }> = shows
  .filter((show) => show.hasProgram)
  .flatMap((show) =>
    movedProgramPages(show.name, show.title).map((page) => ({
      from: page.from.slice(1),
      to: page.to.slice(1),
    })),
  );

/**
 * Pages the site writes that hold nothing here and ask not to be indexed, so the sitemap leaves
 * them out: the offline page, the picks page (its list is read from the visitor's browser), a venue's visual-story address while it has no story, and the
 * listing of a kind or series the season has nothing of (docs/rules/listings.md#listings). The
 * /festival/ placeholders and an accessibility list no show offers are the specs' own cases.
 */
export function isEmptyPlaceholder(address: string): boolean {
  if (address === 'offline/' || address === 'my-picks/') return true;
  // The calendar's months page sits where a listing would ("whats-on/calendar/").
  if (indexRoutes.some((route) => route.path === address)) return false;
  const story = /^venues\/([^/]+)\/visual-story\/$/.exec(address);
  if (story) return (venues[story[1] ?? '']?.visualStory ?? []).length === 0;
  if (/^whats-on\/[a-z0-9-]+\/$/.test(address)) {
    return !listingRoutes.some((route) => route.path === address);
  }
  return false;
}

/**
 * One page of each kind: every fixed and index page, the first show of each layout, the first
 * film page, the first festival placeholder, the newest season's page, the first person and work. For checks that depend on the page's template rather than on
 * its text (the layout at phone width, the phone's first screen, doubled text, working without
 * scripts), so that those runs stay the same length however many shows the season has; every page
 * still gets the served-HTML checks and the 320 px reflow (e2e/reflow.spec.ts).
 */
export const routesOfEachKind: Route[] = routes.filter((route, index, all) => {
  const kind = kindOf(route);
  return all.findIndex((other) => kindOf(other) === kind) === index;
});

function kindOf(route: Route): string {
  // Each index page is a kind of its own, though its address starts like its detail pages'.
  if (indexRoutes.some((index) => index.path === route.path)) return route.path;
  const show = shows.find((candidate) => route.path === `shows/${candidate.name}/`);
  if (show) return `show:${show.template}`;
  if (route.path.startsWith('show/')) return 'film';
  if (route.path.startsWith('festival/') && route.path !== 'festival/') return 'festival-named';
  if (route.path.startsWith('seasons/') && route.path !== 'seasons/') return 'season';
  if (route.path.startsWith('accessibility/')) return 'accessibility';
  if (route.path.endsWith('/visual-story/')) return 'visual-story';
  if (route.path.startsWith('venues/')) return 'venue';
  if (route.path.endsWith('/program/')) return 'program';
  if (route.path.endsWith('/program/large-print/')) return 'program-large-print';
  if (route.path.endsWith('/program/card/')) return 'program-card';
  if (route.path.startsWith('whats-on/calendar/')) return 'calendar';
  if (route.path.startsWith('whats-on/') && route.path !== 'whats-on/') return 'listing';
  if (route.path.startsWith('people/')) return 'person';
  if (route.path.startsWith('works/')) return 'work';
  return route.path;
}

/** The main navigation (docs/rules/site.md#navigation), label → path. */
export const navigation = [
  { label: 'Shows', path: '' },
  { label: 'Speaker Series', path: 'speaker-series/' },
  { label: 'Education & Enrichment', path: 'education-and-enrichment/' },
  { label: 'Philharmonic Club', path: 'philharmonic/' },
  { label: 'Students', path: 'students/' },
  { label: 'FAQ', path: 'faq/' },
  { label: 'Subscribe', path: 'subscribe/' },
  { label: 'Contact', path: 'contact/' },
] as const;
