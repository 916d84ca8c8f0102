import Link from 'next/link';
import { ScreeningToggle } from '@/components/picks/MySchedule';
import type { ScheduleDay, Show } from '@/lib/content/types';
import styles from './films.module.css';

/**
 * The festival's sidebar (its heading labels the surrounding aside): screenings grouped by day,
 * then by time, naming the films, each with its "Add to my schedule" toggle once the page's script
 * runs (components/picks/).
 */
export function FilmSchedule({ days, festival }: { days: ScheduleDay[]; festival?: Show }) {
  if (days.length === 0) return null;
  return (
    <div className={styles.schedule}>
      <h2 id="film-schedule-heading" className={styles.scheduleHeading}>
        Film Schedule
      </h2>
      {days.map((day) => (
        <div key={day.day} className={styles.day}>
          <h3 className={styles.dayLabel}>{day.dayLabel}</h3>
          <dl className={styles.slots}>
            {day.slots.map((slot) => (
              <div key={slot.time} className={styles.slot}>
                <dt>{slot.timeLabel}</dt>
                {slot.films.map((film) => (
                  <dd key={film.name}>
                    <Link href={film.url}>{film.title}</Link>
                    <ScreeningToggle
                      festival={festival}
                      film={film.name}
                      day={day.day}
                      time={slot.time}
                      label={`${film.title}, ${day.dayLabel}, ${slot.timeLabel}`}
                    />
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
