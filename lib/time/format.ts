/**
 * Display formats for the local venue dates in content ("YYYY-MM-DDTHH:MM" or "YYYY-MM-DD").
 * Pure arithmetic on the written digits: the date is never turned into an instant in the
 * machine's time zone, so a build in UTC and a browser in California print the same day.
 * scripts/generate-images.ts imports these too, so posters print the same words as the pages.
 */
/** The months' names, January first. */
export const MONTHS = [
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

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function parseDay(value: string): CalendarDay {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) throw new Error(`expected a date written YYYY-MM-DD, got "${value}"`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function monthName(month: number): string {
  return MONTHS[month - 1] ?? '';
}

function weekdayName({ year, month, day }: CalendarDay): string {
  // Date.UTC only does the calendar arithmetic here; no time zone is involved.
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
}

/** "Saturday, December 12, 2026" */
export function formatDateLong(value: string): string {
  const d = parseDay(value);
  return `${weekdayName(d)}, ${monthName(d.month)} ${d.day}, ${d.year}`;
}

/** "2026-10-22T19:30" → "Thursday, October 22, 2026, 7:30 pm" */
export function formatDateTimeLong(value: string): string {
  return `${formatDateLong(value)}, ${formatTime(value)}`;
}

/** "Friday, March 19": a festival day heading, where the year is already clear. */
export function formatDayLabel(value: string): string {
  const d = parseDay(value);
  return `${weekdayName(d)}, ${monthName(d.month)} ${d.day}`;
}

/** "2027-03" → "March 2027": a month of the listings and the month calendar. */
export function formatMonth(value: string): string {
  const d = parseDay(`${value}-01`);
  return `${monthName(d.month)} ${d.year}`;
}

/** "Dec 12" */
export function formatDateShort(value: string): string {
  const d = parseDay(value);
  return `${monthName(d.month).slice(0, 3)} ${d.day}`;
}

/** "19:30" or "2026-12-12T19:30" → "7:30 pm"; noon is "12:00 pm", midnight "12:00 am". */
export function formatTime(value: string): string {
  const match = /(?:^|T)(\d{2}):(\d{2})$/.exec(value);
  if (!match) throw new Error(`expected a time written HH:MM, got "${value}"`);
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${suffix}`;
}

/**
 * "March 18–20, 2027"; "March 30 – April 2, 2027" across months; "December 30, 2026 – January 1,
 * 2027" across years; a single day when start and end are the same.
 */
export function formatDateRange(start: string, end: string): string {
  const a = parseDay(start);
  const b = parseDay(end);
  if (a.year !== b.year) {
    return `${monthName(a.month)} ${a.day}, ${a.year} – ${monthName(b.month)} ${b.day}, ${b.year}`;
  }
  if (a.month !== b.month) {
    return `${monthName(a.month)} ${a.day} – ${monthName(b.month)} ${b.day}, ${b.year}`;
  }
  if (a.day !== b.day) return `${monthName(a.month)} ${a.day}–${b.day}, ${a.year}`;
  return `${monthName(a.month)} ${a.day}, ${a.year}`;
}

/** "Mar 18–20", "Mar 30 – Apr 2": the short form of a multi-day show for poster grids. */
export function formatDateRangeShort(start: string, end: string): string {
  const a = parseDay(start);
  const b = parseDay(end);
  if (a.year === b.year && a.month === b.month) {
    return a.day === b.day ? formatDateShort(start) : `${formatDateShort(start)}–${b.day}`;
  }
  return `${formatDateShort(start)} – ${formatDateShort(end)}`;
}

/** 102 → "1 hr 42 min", 58 → "58 min", 120 → "2 hr". */
export function formatLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}
