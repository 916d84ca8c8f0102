/**
 * Performances per decade as a bar chart drawn at build time (docs/archive.md#pages): one bar per
 * decade on a round scale from zero (./bar-chart.ts), the scale's ticks and both axes labelled.
 * Laid out in CSS rather than a scaled SVG, so its words keep the page's size on a 375 px phone
 * and one decade draws one bar, not a block. The picture is an image named for screen readers;
 * the same figures are in the table after it, which they read instead.
 */
import type { CSSProperties } from 'react';
import { countOf } from '@/lib/site/words';
import { barChart } from './bar-chart';
import styles from './archive.module.css';

/** The chart's name, also its table's caption. */
export const DECADE_CHART_NAME = 'Performances per decade';

interface Props {
  rows: ReadonlyArray<{ label: string; value: number }>;
}

function describe(rows: Props['rows']): string {
  const peak = rows.reduce<Props['rows'][number] | undefined>(
    (best, row) => (best === undefined || row.value > best.value ? row : best),
    undefined,
  );
  if (!peak) return '';
  const span = rows.length === 1 ? `One decade, the ${peak.label}` : `${rows.length} decades`;
  return `${span}; the most, ${countOf(peak.value, 'performance')}, in the ${peak.label}.`;
}

export function DecadeChart({ rows }: Props) {
  if (rows.length === 0) return null;
  const { scale, bars } = barChart(rows);
  return (
    <figure className={styles.chartFigure} aria-labelledby="decade-chart-caption">
      <div
        className={styles.chart}
        style={{ '--steps': scale.ticks.length - 1 } as CSSProperties}
        role="img"
        aria-label={DECADE_CHART_NAME}
        aria-describedby="decade-chart-desc"
      >
        <p className={styles.axisName} aria-hidden="true">
          Decade
        </p>
        <ol className={styles.bars} aria-hidden="true">
          {bars.map((bar) => (
            <li key={bar.label} className={styles.barRow}>
              <span className={styles.barLabel}>{bar.label}</span>
              <span className={styles.track}>
                <span className={styles.bar} style={{ inlineSize: `${bar.percent}%` }} />
                <span className={styles.barValue}>{bar.value.toLocaleString('en-US')}</span>
              </span>
            </li>
          ))}
        </ol>
        <div className={styles.axis} aria-hidden="true">
          <span className={styles.ticks}>
            {scale.ticks.map((tick) => (
              <span
                key={tick}
                className={styles.tick}
                style={{ insetInlineStart: `${(tick / scale.max) * 100}%` }}
              >
                {tick.toLocaleString('en-US')}
              </span>
            ))}
          </span>
        </div>
        <p className={styles.axisTitle} aria-hidden="true">
          Performances that took place
        </p>
        <p id="decade-chart-desc" hidden>
          {describe(rows)}
        </p>
      </div>
      <figcaption id="decade-chart-caption" className={styles.chartCaption}>
        {DECADE_CHART_NAME}, by the decade each season starts in (figures in the table below).
      </figcaption>
    </figure>
  );
}

/** The chart's figures as a table, after the figure (a figure's caption opens or closes it). */
export function DecadeTable({ rows }: Props) {
  if (rows.length === 0) return null;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{DECADE_CHART_NAME}</caption>
      <thead>
        <tr>
          <th scope="col">Decade</th>
          <th scope="col">Performances</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td className={styles.number}>{row.value.toLocaleString('en-US')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
