// Calendar arithmetic on venue days ("YYYY-MM-DD"): no time zone is involved, so daylight-saving
// changes cannot make a day 23 or 25 hours long here (Date.UTC below is arithmetic only).

function toUtc(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `day` moved by `count` days. */
export function addDays(day: string, count: number): string {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + count);
  return fromUtc(date);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return toUtc(day).getUTCDay();
}

/** Every day from `first` to `last`, both included. */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
