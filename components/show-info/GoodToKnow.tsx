/**
 * "Good to know" (docs/rules/shows.md#good-to-know): run time and intermissions, age guidance
 * and content advisories, near the dates and before the description, so that a parent or someone
 * with epilepsy, asthma or PTSD can decide before reading further. Nothing when content says none.
 */
import {
  advisoryList,
  ageGuidanceLabel,
  runTimeLabel,
  type AdvisoryId,
} from '@/lib/concepts/shows';
import styles from './GoodToKnow.module.css';

export interface GoodToKnowFacts {
  advisories: readonly AdvisoryId[];
  advisoryNote?: string;
  minimumAge?: number;
  runTimeMinutes?: number;
  intermissions?: number;
}

export function hasGoodToKnow(facts: GoodToKnowFacts): boolean {
  return (
    facts.advisories.length > 0 ||
    facts.advisoryNote !== undefined ||
    facts.minimumAge !== undefined ||
    facts.runTimeMinutes !== undefined
  );
}

export function GoodToKnow({ facts, className }: { facts: GoodToKnowFacts; className?: string }) {
  if (!hasGoodToKnow(facts)) return null;
  const advisories = advisoryList(facts.advisories);
  return (
    <section
      className={`${styles.box} ${className ?? ''}`}
      aria-labelledby="good-to-know-heading"
      data-good-to-know=""
    >
      <h2 id="good-to-know-heading" className={styles.heading}>
        Good to know
      </h2>
      <dl className={styles.list}>
        {facts.runTimeMinutes !== undefined ? (
          <div>
            <dt>Run time</dt>
            <dd>{runTimeLabel(facts.runTimeMinutes, facts.intermissions)}</dd>
          </div>
        ) : null}
        {facts.minimumAge !== undefined ? (
          <div>
            <dt>Age guidance</dt>
            <dd>{ageGuidanceLabel(facts.minimumAge)}</dd>
          </div>
        ) : null}
        {advisories.length > 0 || facts.advisoryNote ? (
          <div>
            <dt>Content advisories</dt>
            <dd>
              {advisories.length > 0 ? (
                <ul className={styles.advisories}>
                  {advisories.map((label) => (
                    <li key={label}>{label}</li>
                  ))}
                </ul>
              ) : null}
              {facts.advisoryNote ? <p className={styles.note}>{facts.advisoryNote}</p> : null}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** The card's one line: "Run time: About 1 hr 30 min, no intermission". */
export function RunTimeLine({
  facts,
  className,
}: {
  facts: Pick<GoodToKnowFacts, 'runTimeMinutes' | 'intermissions'>;
  className?: string;
}) {
  if (facts.runTimeMinutes === undefined) return null;
  return (
    <p className={className}>
      <span className={styles.label}>Run time:</span>{' '}
      {runTimeLabel(facts.runTimeMinutes, facts.intermissions)}
    </p>
  );
}
