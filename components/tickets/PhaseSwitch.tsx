import type { ReactNode } from 'react';
import type { SaleTiming, TicketPhase } from '@/lib/concepts/shows';

/** Each block and the phases it is shown in, in page order. */
const BLOCKS = {
  onSale: ['onSale'],
  beforeSale: ['beforeSale'],
  upcoming: ['beforeSale', 'onSale'],
  over: ['over'],
} as const satisfies Record<string, readonly TicketPhase[]>;

type BlockName = keyof typeof BLOCKS;

export interface PhaseSwitchProps extends Partial<Record<BlockName, ReactNode>> {
  timing: SaleTiming;
  timeZone: string;
  /** The phase on the build's clock: what the HTML shows until the inline script runs. */
  buildPhase: TicketPhase;
  /** When the show is over, for the visitor's clock (`phaseOverAt`). */
  overAt: number;
}

/**
 * A show's ticket area for each phase (before the public sale, on sale, over; `upcoming` is both
 * of the first two), rendered on the server; the visitor's clock picks the one shown, as it does the
 * home page's split (docs/rules/shows.md#show-status). Every phase is in the HTML, hidden but the
 * build's, so the visitor's clock (lib/site/visitor-clock/apply.ts, `phaseAt`) can choose before
 * the first paint.
 */
export function PhaseSwitch({ timing, buildPhase, overAt, ...nodes }: PhaseSwitchProps) {
  const phase = buildPhase;
  return (
    <div data-phase-switch="" data-over-at={overAt} data-sale-opens={timing.onSaleInstant}>
      {(Object.keys(BLOCKS) as BlockName[]).map((key) => {
        const node = nodes[key];
        if (node === undefined || node === null) return null;
        const phases: readonly TicketPhase[] = BLOCKS[key];
        return (
          <div key={key} data-phase={phases.join(' ')} hidden={!phases.includes(phase)}>
            {node}
          </div>
        );
      })}
    </div>
  );
}
