'use client';

import Link from 'next/link';
import { MY_SCHEDULE_ANCHOR } from '@/lib/rules/my-schedule';
import { useMySchedule } from './store';
import styles from './planner.module.css';

/**
 * On a film's page, below its screenings' toggles: how many screenings of the festival the
 * visitor has chosen, and the way to the panel on the festival's page. Shown once the script runs.
 */
export function MyScheduleLink({ festival, href }: { festival: string; href: string }) {
  const { ids } = useMySchedule(festival);
  if (ids === null) return null;
  const count = ids.length;
  return (
    <p className={styles.share}>
      <Link href={`${href}#${MY_SCHEDULE_ANCHOR}`} prefetch={false}>
        My schedule
      </Link>{' '}
      ({count === 0 ? 'nothing chosen yet' : `${count} ${count === 1 ? 'screening' : 'screenings'}`}
      )
    </p>
  );
}
