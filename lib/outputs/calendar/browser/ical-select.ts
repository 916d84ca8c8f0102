/**
 * A visitor's own calendar file, cut from the ones the site already publishes: the festival's
 * file (lib/outputs/calendar/ical.ts, written by ical-generator at build time) holds every
 * screening as a VEVENT, with its VTIMEZONE. In the browser, "Download my schedule" reads the
 * files with ical.js and keeps their frame and the chosen VEVENTs, so the events, their UIDs and
 * their times are the site's own, and the site has one iCalendar writer. Browser-safe: ical.js is
 * loaded only when a visitor downloads (components/picks/PicksList.tsx imports this module then).
 */
import ICAL from 'ical.js';

/**
 * ical.js folds after 75 octets of content, so a continuation line with its leading space is 76;
 * RFC 5545 §3.1 wants every line within 75.
 */
ICAL.foldLength = 74;

/** The calendar's own name properties (RFC 7986 NAME, and the one most programs read). */
const NAME_PROPERTIES = ['name', 'x-wr-calname'] as const;

/**
 * The calendar with only the events whose UIDs are given, in the order given, under a new name.
 * Given several files of the site (the picks' feeds), the events come from any of them and the
 * frame from the first: every file of the site has the same VTIMEZONE, PRODID and METHOD, kept as
 * they are. UIDs no file holds are left out: the caller knows which it asked for.
 */
export function selectEvents(
  calendars: string | readonly string[],
  uids: readonly string[],
  name: string,
): string {
  const parsed = (typeof calendars === 'string' ? [calendars] : calendars).map(
    (text) => new ICAL.Component(ICAL.parse(text)),
  );
  const [first] = parsed;
  if (!first) throw new Error('selectEvents needs at least one calendar');
  const eventsByUid = new Map<string, ICAL.Component>();
  for (const calendar of parsed) {
    for (const event of calendar.getAllSubcomponents('vevent')) {
      const uid = event.getFirstPropertyValue('uid');
      if (typeof uid === 'string' && !eventsByUid.has(uid)) eventsByUid.set(uid, event);
    }
  }

  const result = new ICAL.Component(structuredClone(first.jCal));
  result.removeAllSubcomponents('vevent');
  for (const property of NAME_PROPERTIES) {
    result.removeAllProperties(property);
    // ical.js does not know these two, so it would write the value unescaped: they are TEXT.
    const named = new ICAL.Property(property);
    named.resetType('text');
    named.setValue(name);
    result.addProperty(named);
  }
  for (const uid of uids) {
    const event = eventsByUid.get(uid);
    if (event) result.addSubcomponent(new ICAL.Component(structuredClone(event.jCal)));
  }
  return `${result.toString()}\r\n`;
}
