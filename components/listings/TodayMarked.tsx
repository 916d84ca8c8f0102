'use client';

import type { ReactNode } from 'react';
import { useVisitorDay } from '@/components/ui/useVisitorDay';

interface Props {
  /** "YYYY-MM-DD": the day this cell or item is. */
  day: string;
  buildDay: string;
  timeZone: string;
  as: 'td' | 'li';
  className?: string;
  todayClassName?: string;
  children: ReactNode;
}

/**
 * A day of the month calendar that marks itself when it is today at the venue
 * (docs/product-rules.md#a-month-at-a-glance): the build day in the HTML, the visitor's day once
 * the script runs, so a calendar built yesterday marks the right day. Marked in words ("Today")
 * and for assistive technology (aria-current="date"), not by colour alone.
 */
export function TodayMarked({
  day,
  buildDay,
  timeZone,
  as: Element,
  className,
  todayClassName,
  children,
}: Props) {
  const today = useVisitorDay(timeZone, buildDay) === day;
  return (
    <Element
      className={today && todayClassName ? `${className ?? ''} ${todayClassName}` : className}
      aria-current={today ? 'date' : undefined}
    >
      {today ? <span data-today="">Today</span> : null}
      {children}
    </Element>
  );
}
