/**
 * The home page's notice on a show day (docs/rules/visiting.md#tonight): "Tonight: …" with a link to
 * /tonight/. One short line per upcoming show day is in the HTML, all hidden but the visitor's day,
 * chosen before the first paint by the visitor's clock (components/tonight/DaySwitch.tsx), so
 * nothing moves.
 */
import Link from 'next/link';
import type { TonightDay } from '@/lib/concepts/tonight';
import { listWords } from '@/lib/concepts/shows';
import { routes } from '@/lib/site/routes';
import { DaySwitch } from './DaySwitch';
import styles from './tonight.module.css';

/**
 * "Winter Lights and Ridgeline International Film Festival": each show once, in start order; a
 * cancelled or postponed one says so in its status word ("Wandering Lens (Cancelled)").
 */
function titlesOf(day: TonightDay): string {
  return listWords([
    ...new Set(
      day.events.map((event) => {
        const title = event.partOf ?? event.title;
        return event.calledOff ? `${title} (${event.calledOff})` : title;
      }),
    ),
  ]);
}

export function TonightNotice({
  days,
  buildDay,
}: {
  days: readonly TonightDay[];
  buildDay: string;
}) {
  if (days.length === 0) return null;
  return (
    <div className="container">
      <DaySwitch
        mode="today"
        buildDay={buildDay}
        items={days.map((day) => ({
          day: day.day,
          content: (
            <section aria-label="Tonight" className={styles.notice}>
              <p>
                <strong>Tonight:</strong> {titlesOf(day)}.{' '}
                <Link href={routes.tonight()}>Times, doors, the way in and the program</Link>
              </p>
            </section>
          ),
        }))}
      />
    </div>
  );
}
