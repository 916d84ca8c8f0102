import type { ReactNode } from 'react';

interface Props {
  /** "YYYY-MM-DD": the day this cell or item is. */
  day: string;
  buildDay: string;
  as: 'td' | 'li';
  className?: string;
  todayClassName?: string;
  children: ReactNode;
}

/**
 * A day of the month calendar that is marked when it is today at the venue
 * (docs/rules/listings.md#a-month-at-a-glance): the build day in the HTML, the visitor's day by
 * the visitor's clock before the first paint (lib/site/visitor-clock/apply.ts), so a calendar
 * built yesterday marks the right day. Marked in words ("Today") and for assistive
 * technology (aria-current="date"), not by colour alone.
 */
export function TodayMarked({
  day,
  buildDay,
  as: Element,
  className,
  todayClassName,
  children,
}: Props) {
  const today = buildDay === day;
  return (
    <Element
      className={today && todayClassName ? `${className ?? ''} ${todayClassName}` : className}
      aria-current={today ? 'date' : undefined}
      data-today-mark=""
      data-day={day}
      data-today-class={todayClassName}
    >
      <span data-today="" hidden={!today}>
        Today
      </span>
      {children}
    </Element>
  );
}
