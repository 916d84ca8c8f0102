/**
 * A show's people and works, each linked to its page (docs/archive.md), so a visitor goes from a
 * show to its artist and from there to every time the artist came. Nothing when none is linked.
 * Not printed: links lead nowhere on paper, the printed show page keeps to two sheets
 * (docs/rules/site.md#printing), and the program prints the cast and works.
 */
import type { ShowCredits as Credits } from '@/lib/concepts/archive/build';
import { CreditLinks, WorkLinks } from './CreditList';

export function ShowCredits({ credits }: { credits: Credits }) {
  if (credits.people.length === 0 && credits.works.length === 0) return null;
  return (
    <section aria-labelledby="show-credits" className="no-print">
      <h2 id="show-credits">Artists and works</h2>
      <dl>
        {credits.people.length > 0 ? (
          <>
            <dt>With</dt>
            <dd>
              <CreditLinks credits={credits.people} />
            </dd>
          </>
        ) : null}
        {credits.works.length > 0 ? (
          <>
            <dt>Works</dt>
            <dd>
              <WorkLinks works={credits.works} />
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
