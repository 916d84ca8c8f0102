import Link from 'next/link';
import { DomIsland } from '@/components/islands/Island';
import { MY_SCHEDULE_ANCHOR } from '@/lib/concepts/picks';
import { MY_SCHEDULE_COUNT_ATTRIBUTE } from '@/lib/site/picks-markup';
import styles from './picks.module.css';

/**
 * On a film's page, below its screenings' toggles: the way to the panel on the festival's page
 * and how many screenings the visitor has chosen, shown by its island
 * (components/picks/toggles.ts startScheduleCount) once the picks are needed.
 */
export function MyScheduleLink({ festival, href }: { festival: string; href: string }) {
  return (
    <DomIsland name="my-schedule-link" props={{ festival }}>
      <p className={styles.share} hidden>
        <Link href={`${href}#${MY_SCHEDULE_ANCHOR}`} prefetch={false}>
          My schedule
        </Link>{' '}
        (<span {...{ [MY_SCHEDULE_COUNT_ATTRIBUTE]: '' }}>nothing chosen yet</span>)
      </p>
    </DomIsland>
  );
}
