/**
 * Calendar outputs (docs/architecture.md#feed-and-calendar-files): the .ics files of shows, films,
 * education events and feeds, the "add to calendar" links, the feeds this build offers and the
 * My schedule's screening data. Build-only; what the browser runs is in ./browser/.
 */
export * from './ical';
export * from './calendar-links';
export * from './feeds';
export * from './current-feeds';
export * from './my-schedule-data';
export * from './picks-data';
export * from './on-sale';
