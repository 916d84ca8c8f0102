/**
 * Where the editor writes, and how its fields are presented to staff beyond what the schemas say
 * (labels, help text, the words of each choice, the order, upload folders). lib/editor/fields.ts
 * turns the schemas into fields with it.
 */
import { LOCAL_TIME, MORE_HELP, VENUE_KIND_NAMES } from './help';
import { VISIT_GUIDE_HELP } from './help-visit-guides';
import { ACCESS_HELP } from './help-access';
import { PEOPLE_HELP } from './help-people';
import { statusNames } from '../concepts/shows';
import type { FieldPath, Presentation } from './presentation-types';

export type { FieldPath, Presentation };

/** The repository layout the editor writes to, relative to the repository root. */
export const EDITOR_PATHS = {
  shows: 'content/shows',
  people: 'content/people',
  works: 'content/works',
  pastVenues: 'content/past-venues',
  portraits: '/public/people/{{slug}}',
  site: 'content/site.json',
  venues: 'content/venues.json',
  faq: 'content/faq.json',
  news: 'content/news.json',
  members: 'content/members.json',
  education: 'content/education.json',
  // The folders of lib/site/routes.ts (showFile, download, educationImage) under public/; {{slug}} is
  // the show file's name, which is the page name (lib/concepts/shows/rules/slug.ts) unless staff give another.
  showImages: '/public/shows/{{slug}}',
  downloads: '/public/downloads',
  educationImages: '/public/education',
} as const;

/**
 * Fields the files may write but the form does not show: calendar revisions, which the build
 * counts from the content's history (docs/rules/calendars.md#calendar-revisions). A file that
 * writes one keeps it (an editor save leaves the field as it is or drops it; neither lowers a
 * calendar's SEQUENCE).
 */
export const FILE_ONLY_FIELDS: ReadonlySet<FieldPath> = new Set([
  'shows.revision',
  'shows.performances.revision',
  'education.events.revision',
]);

/**
 * The order fields appear in, after the required ones, by object path; fields not named follow in
 * the schema's order, and a collection's rarely needed fields sit in groups (lib/editor/groups.ts).
 */
export const FIELD_ORDER: Readonly<Record<FieldPath, readonly string[]>> = {
  shows: [
    'title',
    'date',
    'location',
    'description',
    'status',
    'previousDate',
    'tickets',
    'onSale',
    'poster',
    'posterAlt',
    'socialImage',
    'subtitle',
    'endDate',
    'performances',
    'accessibility',
    'advisories',
    'advisoryNote',
    'minimumAge',
    'runTimeMinutes',
    'intermissions',
    'price',
    'affordability',
    'photos',
    'trailer',
    'trailerAccess',
    'audioIntroduction',
    'sponsorsHeading',
    'sponsors',
    'people',
    'works',
    'performers',
    'website',
    'program',
    'digitalProgram',
    'content',
    'ticketInfo',
    'download',
  ],
  'education.events': ['name', 'date', 'time', 'location', 'description', 'status'],
};

/**
 * Labels and help for the fields staff meet most. Keys are field paths.
 */
const MOST_MET: Record<FieldPath, Presentation> = {
  'shows.name': {
    label: 'Page name (optional)',
    hint: 'Leave empty: the page address is made from the title. Needed only when another show, in any season, already has that title.',
  },
  'shows.date': { label: 'Date and start time', hint: LOCAL_TIME },
  'shows.endDate': {
    label: 'Last day (multi-day shows only)',
    hint: 'Leave empty for a show on one day, and for a run (its performances say when it ends).',
  },
  'shows.season': {
    hint: 'Leave empty: the show joins the season its date falls in (July to June, e.g. 2026-27).',
  },
  'shows.location': { label: 'Venue' },
  'shows.tickets': {
    label: 'Tickets link',
    hint: 'The ticket seller’s page for this show (https://…). Leave empty for no Purchase Tickets button.',
  },
  'shows.status': {
    options: statusNames,
    hint: 'Sold out, cancelled, postponed (new date not known) or rescheduled (then fill in Previous date and put the new one in Date).',
  },
  'shows.previousDate': { hint: `Only when rescheduled: the date first announced. ${LOCAL_TIME}` },
  'shows.onSale': {
    label: 'Public sale opens',
    hint: `Until then the page says “On sale …” instead of Purchase Tickets. ${LOCAL_TIME}`,
  },
  'shows.poster': {
    label: 'Poster',
    hint: 'Any size; the site makes every copy it needs. Empty means the file poster.jpg in the show’s folder.',
    media: { widget: 'image', folder: EDITOR_PATHS.showImages },
  },
  'shows.socialImage': {
    label: 'Social media image',
    hint: '1200×630 picture shown when a link to the show is shared. Empty means social.jpg in the show’s folder.',
    media: { widget: 'image', folder: EDITOR_PATHS.showImages },
  },
  'shows.descriptionImage.file': { media: { widget: 'image', folder: EDITOR_PATHS.showImages } },
  'shows.logoImage.file': { media: { widget: 'image', folder: EDITOR_PATHS.showImages } },
  'shows.audioIntroduction.file': { media: { widget: 'file', folder: EDITOR_PATHS.showImages } },
  'shows.photos.file': { media: { widget: 'image', folder: EDITOR_PATHS.showImages } },
  'shows.download': {
    label: 'File to download',
    hint: 'A PDF or similar offered on the page. A festival’s schedule PDF is made under this name.',
    media: { widget: 'file', folder: EDITOR_PATHS.downloads },
  },
  'shows.accessibility': {
    label: 'Accessibility services',
    hint: 'Services at every performance. A service of one performance goes on that performance.',
  },
  'shows.related': {
    label: 'Related events',
    hint: 'Page names of other shows to suggest on this page (for a talk, the show it is about). They are suggested first; the site adds shows with the same performer or series after them.',
  },
  'shows.performances': {
    label: 'Performances (a run)',
    hint: 'Leave empty for one performance on Date. For a run, list every performance, the first one (the same as Date) included; each may have its own status, tickets, sale date, services and note.',
  },
  'shows.performances.date': { label: 'Date and start time', hint: LOCAL_TIME },
  'shows.performances.status': {
    options: statusNames,
    hint: 'Leave empty: the show’s status. Sold out, cancelled…',
  },
  'shows.performances.tickets': {
    label: 'Tickets link',
    hint: 'Leave empty to use the show’s tickets link.',
  },
  'shows.performances.onSale': { label: 'Public sale opens', hint: LOCAL_TIME },
  'shows.performances.accessibility': { label: 'Accessibility services of this performance' },
  'shows.performances.touchTour': {
    label: 'Touch tour starts',
    hint: 'Before the performance, on its day; the performance must offer a touch tour. Leave empty when none is planned yet.',
  },
  'shows.performances.note': { hint: 'A short line, e.g. “Post-show talkback”.' },
  'shows.schedule': {
    label: 'Film schedule (festivals)',
    hint: 'One row per screening: the day, the start time at the venue, and the film’s title exactly as under Films.',
  },
  'shows.schedule.time': { hint: LOCAL_TIME },
  'shows.advisories': {
    label: 'Content advisories',
    hint: 'What a visitor with epilepsy, asthma or PTSD, or a parent, should know before booking.',
  },
  'shows.advisoryNote': { label: 'Advisory note', hint: 'Plain text: more about an advisory.' },
  'shows.minimumAge': {
    label: 'Recommended minimum age',
    hint: 'In years; 0 means suitable for all ages.',
  },
  'shows.runTimeMinutes': {
    label: 'Run time (minutes)',
    hint: 'Intermissions included. Calendar entries end this long after the start.',
  },
  'shows.intermissions': { hint: 'How many; 0 means none. Needs the run time.' },
  'shows.digitalProgram': {
    label: 'Program',
    hint: 'Works, performers, credits and notes, shown on the show’s program page.',
  },
  'shows.shows.advisories': { label: 'Content advisories' },
  'shows.shows.minimumAge': {
    label: 'Recommended minimum age',
    hint: 'In years; 0 means suitable for all ages.',
  },
  'site.visit': {
    label: 'Plan your visit page',
    hint: 'The texts of /visit/. Box office hours come from Box office above.',
  },
  'venues.geo': {
    label: 'Map position',
    hint: 'Latitude and longitude of the main entrance, in decimal degrees (e.g. 38.4229 and -82.4268).',
  },
  'venues.kind': {
    options: VENUE_KIND_NAMES,
    hint: 'What kind of place it is; tells search engines how to describe it.',
  },
  'venues.parkingNote': { hint: 'One short line shown on every show card at this venue.' },
  'faq.visitPage': {
    label: 'Link to Plan your visit',
    hint: 'Ends the answer with a link to the visit page.',
  },
  'venues.id': {
    label: 'Venue id',
    hint: 'Short name the shows use for this venue (lowercase, e.g. alderton). Never change it once shows use it: they would lose their venue.',
  },
  'education.events.image': {
    hint: 'A picture beside the event, and what it shows for screen readers.',
  },
  'education.events.image.file': {
    label: 'Picture',
    hint: 'Any size; the site makes the copies it needs.',
    media: { widget: 'image', folder: EDITOR_PATHS.educationImages },
  },
  'education.events.date': { hint: LOCAL_TIME },
  'education.events.related': {
    label: 'Related shows',
    hint: 'Page names of shows to suggest with this event, e.g. the performance a workshop prepares for.',
  },
  'education.events.time': { label: 'Start time', hint: LOCAL_TIME },
};

/**
 * Labels and help for every field; a key that names no field of the schemas fails
 * lib/editor/config.test.ts, so this table cannot outlive a renamed field.
 */
export const PRESENTATION: Readonly<Record<FieldPath, Presentation>> = Object.fromEntries(
  [
    ...new Set([
      ...Object.keys(MORE_HELP),
      ...Object.keys(VISIT_GUIDE_HELP),
      ...Object.keys(ACCESS_HELP),
      ...Object.keys(MOST_MET),
      ...Object.keys(PEOPLE_HELP),
    ]),
  ].map((path) => [
    path,
    {
      ...MORE_HELP[path],
      ...VISIT_GUIDE_HELP[path],
      ...ACCESS_HELP[path],
      ...MOST_MET[path],
      ...PEOPLE_HELP[path],
    },
  ]),
);
