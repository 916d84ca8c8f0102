import Link from 'next/link';
import type { CalendarLine } from '@/lib/concepts/listings/node';
import { whenLabel, monthWeeks, neighbourMonths, type MonthId } from '@/lib/concepts/listings';
import { isCalledOff, priceOnOffer, statusNames } from '@/lib/concepts/shows';
import { routes } from '@/lib/site/routes';
import { formatDayLabel } from '@/lib/time/format';
import { TodayMarked } from './TodayMarked';
import styles from './calendar.module.css';
import listStyles from './listings.module.css';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

interface Props {
  month: MonthId;
  /** Every month with a calendar page, ascending. */
  months: readonly MonthId[];
  /** The lines of this month's days, in date order. */
  lines: readonly CalendarLine[];
  buildDay: string;
}

/**
 * One event of a day: its time and title as a link, then what it costs; a called-off one says so
 * first and has no price (docs/rules/shows.md#show-status).
 */
function Line({ line }: { line: CalendarLine }) {
  const calledOff = isCalledOff(line.status);
  const price = priceOnOffer({ status: line.status, priceLabel: line.price });
  return (
    <li className={calledOff ? styles.calledOff : undefined}>
      {calledOff ? <strong className={styles.status}>{statusNames[line.status]}: </strong> : null}
      <Link href={line.url} prefetch={false}>
        {line.time ? <span className={styles.time}>{line.time} </span> : null}
        {line.title}
      </Link>
      {price ? <span className={styles.price}> {price}</span> : null}
    </li>
  );
}

/**
 * A month at a glance (docs/rules/listings.md#a-month-at-a-glance): on wide screens and on paper a
 * table of weeks (caption, a header per weekday, each day's events as links), on a phone the
 * days that have events as a list. Both are in the HTML and CSS shows one, so it needs no script.
 */
export function MonthCalendar({ month, months, lines, buildDay }: Props) {
  const label = whenLabel(month);
  const { previous, next } = neighbourMonths(month, months);
  const byDay = new Map<string, CalendarLine[]>();
  for (const line of lines) {
    const list = byDay.get(line.day);
    if (list) list.push(line);
    else byDay.set(line.day, [line]);
  }
  const mark = { buildDay, todayClassName: styles.today };
  return (
    <>
      <header className={listStyles.intro}>
        <p className="eyebrow">Calendar</p>
        <h1 className={listStyles.title}>{label}</h1>
      </header>
      <nav className={`${styles.months} no-print`} aria-label="Other months">
        <ul>
          <li>
            {previous ? (
              <Link href={routes.monthCalendar(previous)} prefetch={false}>
                <span aria-hidden="true">← </span>Previous: {whenLabel(previous)}
              </Link>
            ) : null}
          </li>
          <li>
            <Link href={routes.listing(month)} prefetch={false}>
              {label} as a list
            </Link>
          </li>
          <li>
            {next ? (
              <Link href={routes.monthCalendar(next)} prefetch={false}>
                Next: {whenLabel(next)}
                <span aria-hidden="true"> →</span>
              </Link>
            ) : null}
          </li>
        </ul>
      </nav>
      <>
        <table className={styles.grid} data-month-calendar="">
          <caption>{label}: events by day</caption>
          <thead>
            <tr>
              {WEEKDAYS.map(([short, full]) => (
                <th key={full} scope="col">
                  <abbr title={full}>{short}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week, index) => (
              <tr key={week.find((day) => day !== null) ?? index}>
                {week.map((day, column) =>
                  day === null ? (
                    <td key={`empty-${column}`} className={styles.outside} />
                  ) : (
                    <TodayMarked key={day} day={day} as="td" {...mark}>
                      <span className={styles.dayNumber} aria-hidden="true">
                        {Number(day.slice(8))}
                      </span>
                      <span className="visually-hidden">{formatDayLabel(day)}</span>
                      {byDay.has(day) ? (
                        <ul className={styles.lines}>
                          {byDay.get(day)?.map((line) => (
                            <Line key={`${line.date}-${line.url}`} line={line} />
                          ))}
                        </ul>
                      ) : null}
                    </TodayMarked>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <ol className={styles.dayList} data-month-list="" aria-label={`${label}, day by day`}>
          {[...byDay].map(([day, dayLines]) => (
            <TodayMarked key={day} day={day} as="li" className={styles.listDay} {...mark}>
              <h2 className={styles.listDayHeading}>{formatDayLabel(day)}</h2>
              <ul className={styles.lines}>
                {dayLines.map((line) => (
                  <Line key={`${line.date}-${line.url}`} line={line} />
                ))}
              </ul>
            </TodayMarked>
          ))}
        </ol>
      </>
    </>
  );
}
