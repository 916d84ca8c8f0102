import Link from 'next/link';
import { getListingScope } from '@/lib/concepts/listings/node';
import { formatMonth } from '@/lib/time/format';
import { monthOf } from '@/lib/concepts/listings';
import { routes } from '@/lib/site/routes';
import styles from './listings.module.css';

/**
 * "More in March": from a show's page to the calendar of the month it opens in
 * (docs/rules/listings.md#a-month-at-a-glance); nothing for a show of an earlier season, whose
 * month has no calendar.
 */
export function MoreInMonth({ day }: { day: string }) {
  const month = monthOf(day);
  if (!getListingScope().months.includes(month)) return null;
  return (
    <p className={`${styles.moreInMonth} no-print`}>
      <Link href={routes.monthCalendar(month)} prefetch={false}>
        More in {formatMonth(month).replace(/ \d{4}$/, '')}
        <span className="visually-hidden">, {formatMonth(month)} at a glance</span>
      </Link>
    </p>
  );
}
