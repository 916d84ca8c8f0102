/**
 * A show's sensory guide (docs/rules/visiting.md#sensory-guides-and-visual-stories): the moments in
 * time order, each with its kind in words (a symbol beside them, never alone) and an approximate
 * time, folded in a <details> that stays closed for visitors avoiding spoilers; and what changes at
 * a relaxed performance, open. Nothing when the show has no guide.
 */
import type { ReactNode } from 'react';
import type { SensoryGuide as Guide } from '@/lib/concepts/venues/build';
import {
  momentTimeLabel,
  SENSORY_GUIDE_ANCHOR,
  sensoryKindLabels,
  sensoryKindSymbols,
} from '@/lib/concepts/venues';
import styles from './sensory.module.css';

export function SensoryGuide({
  guide,
  headingLevel = 2,
  anchor = SENSORY_GUIDE_ANCHOR,
  heading = 'Sensory guide',
}: {
  guide: Guide | undefined;
  headingLevel?: 2 | 3;
  /** The section's id; a page of several guides gives each its own. */
  anchor?: string;
  heading?: ReactNode;
}) {
  if (!guide) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const moments = [...guide.moments].sort((a, b) => a.minutes - b.minutes);
  const headingId = `${anchor}-heading`;
  return (
    <section id={anchor} className={styles.guide} aria-labelledby={headingId} data-sensory-guide="">
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      {guide.intro ? <p>{guide.intro}</p> : null}
      {moments.length > 0 ? (
        <details className={styles.moments}>
          <summary>
            Show the {moments.length === 1 ? 'moment' : `${moments.length} moments`} to prepare for
            (tells what happens)
          </summary>
          <ol className={styles.list}>
            {moments.map((moment, index) => (
              <li key={index} className={styles.moment}>
                <span className={styles.kind}>
                  <span aria-hidden="true" className={styles.symbol}>
                    {sensoryKindSymbols[moment.kind]}
                  </span>{' '}
                  {sensoryKindLabels[moment.kind]}
                </span>
                <span className={styles.time}>{momentTimeLabel(moment.minutes)}</span>
                <span>{moment.description}</span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {guide.relaxedNotes ? (
        <>
          <Sub className={styles.subheading}>At relaxed performances</Sub>
          {guide.relaxedNotes.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </>
      ) : null}
    </section>
  );
}
