/**
 * A visitor's own calendar file, cut from one the site already publishes: the festival's file
 * (lib/outputs/calendar/ical.ts, written by ical-generator at build time) holds every screening as a
 * VEVENT, with its VTIMEZONE. In the browser, "Download my schedule" keeps the file's frame and
 * the chosen VEVENTs exactly as written, so the events, their UIDs and their times are the site's
 * own, and the site has one iCalendar writer. Browser-safe: no package, no Node.
 */

const CRLF = '\r\n';

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** The UTF-8 length of one character (a code point). */
function octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** A content line folded at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let used = 0;
  for (const char of line) {
    const size = octets(char);
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (used + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      used = 0;
    }
    current += char;
    used += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** Physical lines joined into content lines, each kept with its folds as written. */
function contentLines(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && lines.length > 0) lines[lines.length - 1] += `${CRLF}${line}`;
    else if (line !== '') lines.push(line);
  }
  return lines;
}

function unfolded(line: string): string {
  return line.replace(/\r?\n[ \t]/g, '');
}

function propertyName(line: string): string {
  return (/^[^:;]*/.exec(line)?.[0] ?? '').toUpperCase();
}

interface Parsed {
  frameStart: string[];
  frameEnd: string[];
  events: Map<string, string[]>;
}

function parse(calendar: string, name: string): Parsed {
  const frameStart: string[] = [];
  const frameEnd: string[] = [];
  const events = new Map<string, string[]>();
  let event: string[] | null = null;
  let depth = 0;
  for (const line of contentLines(calendar)) {
    const plain = unfolded(line);
    if (event) {
      event.push(line);
      if (plain === 'END:VEVENT') {
        const uid = event.map(unfolded).find((l) => propertyName(l) === 'UID');
        if (uid) events.set(uid.slice(uid.indexOf(':') + 1), event);
        event = null;
      }
      continue;
    }
    if (plain === 'BEGIN:VEVENT') {
      event = [line];
      continue;
    }
    if (plain === 'END:VCALENDAR') {
      frameEnd.push(line);
      continue;
    }
    if (plain.startsWith('BEGIN:')) depth += 1;
    if (plain.startsWith('END:')) depth -= 1;
    // The calendar's own name lines (depth 1: inside VCALENDAR, outside its components).
    const ownName = depth === 1 && ['NAME', 'X-WR-CALNAME'].includes(propertyName(plain));
    if (!ownName) frameStart.push(line);
    if (plain === 'BEGIN:VCALENDAR') {
      frameStart.push(foldLine(`NAME:${escapeText(name)}`));
      frameStart.push(foldLine(`X-WR-CALNAME:${escapeText(name)}`));
    }
  }
  return { frameStart, frameEnd, events };
}

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
  const parsed = (typeof calendars === 'string' ? [calendars] : calendars).map((text) =>
    parse(text, name),
  );
  const [first] = parsed;
  if (!first) throw new Error('selectEvents needs at least one calendar');
  const chosen = uids.flatMap(
    (uid) => parsed.find((file) => file.events.has(uid))?.events.get(uid) ?? [],
  );
  return [...first.frameStart, ...chosen, ...first.frameEnd].join(CRLF) + CRLF;
}
