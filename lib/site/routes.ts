/**
 * Every page and file URL of the site, in one place. Each function returns a site path: it starts
 * with "/", has no base path (lib/site/paths.ts `withBasePath`/`absoluteUrl` add it, and next/link adds
 * it to hrefs), and a page path ends with "/" because the export uses `trailingSlash: true`, so
 * each link points straight at the folder the page is written to.
 *
 * The folder layout here must match app/: /shows/{name}/ is app/(site)/shows/[name], /show/{film}/ is
 * app/(site)/show/[name], the calendar feeds are app/(site)/[...feed] and the other calendar files app/(site)/calendar/. A name is one path segment: it is
 * percent-encoded, so a name that is not a valid slug can never reach another folder (content
 * validation rejects such names long before; this is the second line of defence).
 */

/** One path segment. encodeURIComponent leaves A-Z a-z 0-9 - _ . ! ~ * ' ( ) as they are. */
function segment(value: string): string {
  // "." and ".." are special to every URL resolver: they would climb out of the folder.
  if (value === '' || value === '.' || value === '..') {
    throw new Error(`"${value}" cannot be a URL path segment`);
  }
  return encodeURIComponent(value);
}

function page(...segments: string[]): string {
  return segments.length === 0 ? '/' : `/${segments.map(segment).join('/')}/`;
}

function file(folder: string[], name: string): string {
  return `/${[...folder, name].map(segment).join('/')}`;
}

/** File name of a calendar file in its folder: "winter_lights" → "winter_lights.ics". */
export function calendarFileName(name: string): string {
  return `${name}.ics`;
}

/**
 * The name a calendar file name stands for, the reverse of calendarFileName: route handlers get
 * the file name as their parameter. Undefined when it is not an .ics name.
 */
export function nameFromCalendarFileName(fileName: string): string | undefined {
  const match = /^(.+)\.ics$/.exec(fileName);
  return match?.[1];
}

/** File name of a list's JSON in its folder: "free" → "free.json". */
export function listingsJsonFileName(id: string): string {
  return `${id}.json`;
}

/** The list a JSON file name stands for, the reverse of listingsJsonFileName. */
export function idFromListingsJsonFileName(fileName: string): string | undefined {
  return /^(.+)\.json$/.exec(fileName)?.[1];
}

/** The id of an education event's heading on its page: "event-2026-10-08-1800". */
export function educationEventAnchor(date: string, time: string): string {
  return `event-${date}-${time.replace(':', '')}`;
}

export const routes = {
  // Pages with a fixed address.
  home: () => page(),
  /** The sitemap (app/sitemap.ts), the web manifest (app/manifest.ts) and the icon (app/icon.svg). */
  sitemap: () => file([], 'sitemap.xml'),
  manifest: () => file([], 'manifest.webmanifest'),
  icon: () => file([], 'icon.svg'),
  /** The home-screen icons the manifest lists, written by scripts/postbuild/app-icons.ts. */
  appIcon: (purpose: 'any' | 'maskable', size: number) =>
    file(['icons'], `${purpose === 'maskable' ? 'maskable' : 'icon'}-${size}.png`),
  /** The service worker (scripts/postbuild/service-worker.ts): at the base path, its scope. */
  serviceWorker: () => file([], 'sw.js'),
  /** What the service worker shows for a page not saved on this device (docs/architecture.md#offline). */
  offline: () => page('offline'),
  shows: () => page('shows'),
  /** Past seasons: every season, newest first. */
  seasons: () => page('seasons'),
  speakerSeries: () => page('speaker-series'),
  education: () => page('education-and-enrichment'),
  philharmonic: () => page('philharmonic'),
  students: () => page('students'),
  faq: () => page('faq'),
  subscribe: () => page('subscribe'),
  contact: () => page('contact'),
  covid: () => page('covid'),
  /** The content editor for staff (public/admin/, docs/EDITING.md): not a page of the site. */
  editor: () => page('admin'),
  /** Site search over shows, films, talks and education events (docs/rules/listings.md#search). */
  search: () => page('search'),
  /** Plan your visit: box office, doors, late seating, bags, refunds, the venues. */
  visit: () => page('visit'),
  /** What the visitor saved, kept in their browser (docs/rules/picks.md#my-picks). */
  myPicks: () => page('my-picks'),
  /** What the picks page knows of everything one can save, written by the build (lib/outputs/calendar/picks-data.ts). */
  picksData: () => file(['my-picks'], 'picks.json'),

  /** One season's shows: /seasons/2026-27/ (lib/concepts/seasons/rules/seasons.ts). */
  season: (id: string) => page('seasons', id),
  /** A show's page (festivals included): /shows/{name}/. */
  show: (name: string) => page('shows', name),
  /** Everyone of the archive by name, grouped by initial (docs/archive.md): /people/. */
  people: () => page('people'),
  /** A person's or group's appearances across seasons (docs/archive.md): /people/{id}/. */
  person: (id: string) => page('people', id),
  /** A person's appearances in one season (lib/concepts/archive/rules/season-pages.ts). */
  personSeason: (id: string, season: string) => page('people', id, season),
  /** A later part of a long season: /people/{id}/{season}/2/ (the first is personSeason's address). */
  personSeasonPart: (id: string, season: string, part: string) => page('people', id, season, part),
  /** A person's portrait, in the person's folder people/{id}/ under public. */
  portrait: (id: string, name: string) => file(['people', id], name),
  /** Every work of the archive by title, grouped by initial: /works/. */
  works: () => page('works'),
  /** Every performance of a work: /works/{id}/. */
  work: (id: string) => page('works', id),
  /** A work's performances in one season (lib/concepts/archive/rules/season-pages.ts). */
  workSeason: (id: string, season: string) => page('works', id, season),
  /** A later part of a long season: /works/{id}/{season}/2/. */
  workSeasonPart: (id: string, season: string, part: string) => page('works', id, season, part),
  /** The series' history: the archive by decade and season, the most performed. */
  history: () => page('history'),
  /** The open data's page, and its files (docs/open-data.md). */
  openData: () => page('data'),
  openDataFile: (
    name:
      'performance-history.json' | 'performance-history.csv' | 'performance-history.schema.json',
  ) => file(['data'], name),
  /** A show's program (works, cast, credits, notes): /shows/{name}/program/. */
  program: (name: string) => page('shows', name, 'program'),
  /** Its large-print version, one column in large type: /shows/{name}/program/large-print/. */
  programLargePrint: (name: string) => page('shows', name, 'program', 'large-print'),
  /** The printable card whose QR code leads to the program: /shows/{name}/program/card/. */
  programCard: (name: string) => page('shows', name, 'program', 'card'),
  /** The card's QR code as an SVG file: /shows/{name}/program/qr.svg. */
  programQr: (name: string) => file(['shows', name, 'program'], 'qr.svg'),
  /** Every venue, with its address and its pages: /venues/. */
  venues: () => page('venues'),
  /** A venue's page, by its id in content/venues.json: /venues/{id}/. */
  venue: (id: string) => page('venues', id),
  /** A venue's visual story, photos of the way in (docs/rules/visiting.md#sensory-guides-and-visual-stories). */
  visualStory: (id: string) => page('venues', id, 'visual-story'),
  /** The visitor's day at the venue: tonight's shows, doors, entrances (docs/rules/visiting.md#tonight). */
  tonight: () => page('tonight'),
  /** The festivals' films, by festival: /show/, the folder of the film pages. */
  films: () => page('show'),
  /** A festival film's own page: /show/{film}/. */
  film: (name: string) => page('show', name),
  /** One Education & Enrichment event, at its heading on the events page. */
  educationEvent: (date: string, time: string) =>
    `${page('education-and-enrichment')}#${educationEventAnchor(date, time)}`,
  /** Every accessibility service, what it is and what it needs: /accessibility/. */
  accessibilityServices: () => page('accessibility'),
  /** The upcoming list filtered to one accessibility service: /accessibility/{service}/. */
  accessibility: (service: string) => page('accessibility', service),
  /** Every listing's choices in one place, combinable with JavaScript: /whats-on/. */
  whatsOn: () => page('whats-on'),
  /**
   * One listing that answers a question (docs/rules/listings.md#listings): /whats-on/free/,
   * /whats-on/this-weekend/, /whats-on/2027-03/, /whats-on/music/, /whats-on/speaker-series/.
   */
  listing: (id: string) => page('whats-on', id),
  /**
   * A listing made to be framed by a partner's page, without the site's chrome
   * (docs/rules/listings.md#embeds): /embed/upcoming/, /embed/speaker-series/, /embed/open-captions/.
   */
  embed: (id: string) => page('embed', id),
  /** The folder of the embeds: the only pages another site may frame (deploy/headers.ts). */
  embedsFolder: () => page('embed'),
  /** Every embed's snippet and preview, and the JSON, for partners: /share-our-listings/. */
  shareListings: () => page('share-our-listings'),
  /** An embed's list as public JSON (docs/listings-json.md): /listings/{id}.json. */
  listingsJson: (id: string) => file(['listings'], listingsJsonFileName(id)),
  /** The JSON Schema the lists' JSON validates against. */
  listingsSchema: () => file(['listings'], 'schema.json'),
  /** The months of the season, each linked to its calendar: /whats-on/calendar/. */
  calendarMonths: () => page('whats-on', 'calendar'),
  /** A month at a glance, a calendar of weeks: /whats-on/calendar/2027-03/. */
  monthCalendar: (month: string) => page('whats-on', 'calendar', month),
  /** The festival placeholder page: /festival/ or /festival/{name}/. */
  festival: (...names: string[]) => page('festival', ...names),

  /** A file in a show's image folder, public/shows/{name}/: "/shows/{name}/poster.jpg". */
  showFile: (showName: string, fileName: string) => file(['shows', showName], fileName),
  /** A file of a festival's film, public/shows/{festival}/films/: "/shows/{festival}/films/x.jpg". */
  filmFile: (festivalName: string, fileName: string) =>
    file(['shows', festivalName, 'films'], fileName),
  /** "/downloads/{file}": a file staff upload, or a festival's schedule PDF the build writes. */
  download: (fileName: string) => file(['downloads'], fileName),
  /** A photo of a venue's visual story, in public/venues/{id}/. */
  venueFile: (venueId: string, fileName: string) => file(['venues', venueId], fileName),
  /** An Education & Enrichment image in public/education/. */
  educationImage: (fileName: string) => file(['education'], fileName),
  /** The search index and its scripts, written into the export by scripts/postbuild/search-index.ts. */
  searchBundle: () => page('pagefind'),
  /** A sponsor logo in public/sponsors/. */
  sponsorLogo: (fileName: string) => file(['sponsors'], fileName),

  /** What's new (lib/outputs/news/): the announcements as Atom and as JSON Feed 1.1. */
  news: {
    atom: () => file(['news'], 'atom.xml'),
    json: () => file(['news'], 'feed.json'),
  },

  calendar: {
    /** The whole season, the feed to subscribe to. */
    season: () => '/calendar.ics',
    /** Every Education & Enrichment event. */
    education: () => file(['calendar'], 'education.ics'),
    /** The speaker series' talks, a feed to subscribe to. */
    speakerSeries: () => file(['calendar'], 'speaker-series.ics'),
    /** Every festival screening, a feed to subscribe to. */
    festival: () => file(['calendar'], 'festival.ics'),
    /** The performances and events offering one accessibility service, a feed to subscribe to. */
    accessibility: (service: string) =>
      file(['calendar', 'accessibility'], calendarFileName(service)),
    /** One show (a festival's file lists its screenings). */
    show: (name: string) => file(['calendar', 'shows'], calendarFileName(name)),
    /** Every screening of one film. */
    film: (name: string) => file(['calendar', 'films'], calendarFileName(name)),
    /** One Education & Enrichment event, by its slug (lib/concepts/shows/rules/slug.ts educationEventSlug). */
    educationEvent: (slug: string) => file(['calendar', 'education'], calendarFileName(slug)),
    /** Every on-sale date of the season's shows still to open, a feed to subscribe to. */
    onSale: () => file(['calendar'], 'on-sale.ics'),
    /** One show's "Remind me when tickets go on sale" file (lib/outputs/calendar/on-sale.ts). */
    onSaleReminder: (name: string) => file(['calendar', 'on-sale'], calendarFileName(name)),
  },
} as const;

/** The pages that do not come from content, in the order of the site's menu. */
export const fixedPages: readonly string[] = [
  routes.home(),
  routes.shows(),
  routes.seasons(),
  routes.speakerSeries(),
  routes.education(),
  routes.philharmonic(),
  routes.students(),
  routes.faq(),
  routes.subscribe(),
  routes.contact(),
  routes.covid(),
  routes.search(),
  routes.visit(),
  routes.whatsOn(),
  routes.tonight(),
  routes.shareListings(),
];
