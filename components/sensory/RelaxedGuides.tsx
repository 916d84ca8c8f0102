/**
 * The sensory guides of the upcoming shows with a relaxed performance, under the relaxed
 * performances' list (/accessibility/relaxed-performance/,
 * docs/rules/visiting.md#sensory-guides-and-visual-stories): a family choosing a relaxed performance
 * reads the loud moments beside it. Each guide folds its moments as on the show page.
 */
import Link from 'next/link';
import type { Show } from '@/lib/content/types';
import { offersService } from '@/lib/concepts/shows';
import { isUpcoming } from '@/lib/concepts/seasons';
import { routes } from '@/lib/site/routes';
import { SensoryGuide } from './SensoryGuide';

export function RelaxedGuides({ shows, buildDay }: { shows: readonly Show[]; buildDay: string }) {
  // Only a relaxed performance that takes place: a cancelled one is no reason to read the guide.
  const withGuides = shows.filter(
    (show) =>
      show.sensoryGuide &&
      isUpcoming(show, buildDay) &&
      offersService(show.performances, 'relaxed-performance'),
  );
  if (withGuides.length === 0) return null;
  return (
    <section className="container" aria-labelledby="relaxed-guides-heading">
      <h2 id="relaxed-guides-heading">Sensory guides</h2>
      <p>
        What to expect at these shows, moment by moment, and what changes at a relaxed performance.
      </p>
      {withGuides.map((show) => (
        <SensoryGuide
          key={show.name}
          guide={show.sensoryGuide}
          headingLevel={3}
          anchor={`sensory-guide-${show.name}`}
          heading={
            <>
              <Link href={routes.show(show.name)}>{show.title}</Link>, {show.dateFormatted}
            </>
          }
        />
      ))}
    </section>
  );
}
