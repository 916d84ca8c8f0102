/**
 * Blocks by day, one shown: the visitor's day, or in 'next' mode the next show day after it
 * (docs/rules/visiting.md#tonight). Every day is rendered at build time, hidden but the build's
 * choice; the visitor's clock (lib/site/visitor-clock/apply.ts) shows the visitor's day before the
 * first paint, by the same `chooseDay`.
 */
import type { ReactNode } from 'react';
import { chooseDay, type DayMode } from '@/lib/concepts/tonight';

export interface DaySwitchItem {
  /** YYYY-MM-DD */
  day: string;
  /** "Friday, March 14": a heading "Today, …" or "Next show day: …" above the content. */
  dayLabel?: string;
  content: ReactNode;
}

export interface DaySwitchProps {
  mode: DayMode;
  buildDay: string;
  items: readonly DaySwitchItem[];
  /** Shown when no day is chosen. */
  none?: ReactNode;
  className?: string;
}

function choice(items: readonly DaySwitchItem[], today: string, mode: DayMode): string {
  const chosen = chooseDay(
    items.map((item) => item.day),
    today,
    mode,
  );
  return chosen ? `${chosen.day} ${chosen.when}` : '';
}

export function DaySwitch({ mode, buildDay, items, none, className }: DaySwitchProps) {
  const chosen = choice(items, buildDay, mode);
  const [day, when] = chosen.split(' ');
  return (
    <div className={className} data-day-switch={mode}>
      {items.map((item) => (
        <div key={item.day} data-day={item.day} hidden={item.day !== day}>
          {item.dayLabel ? (
            <h2>
              <span data-when="today" hidden={when !== 'today'}>
                Today,{' '}
              </span>
              <span data-when="next" hidden={when !== 'next'}>
                Next show day:{' '}
              </span>
              {item.dayLabel}
            </h2>
          ) : null}
          {item.content}
        </div>
      ))}
      {none ? (
        <div data-day-none="" hidden={day !== undefined && day !== ''}>
          {none}
        </div>
      ) : null}
    </div>
  );
}
