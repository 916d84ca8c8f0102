/**
 * Shows per decade as a bar chart drawn at build time (docs/archive.md#history): an SVG with a
 * title and description for screen readers, and the same figures in a table beside it, so the
 * numbers are readable without the picture.
 */
import { barChart } from './bar-chart';
import styles from './archive.module.css';

const SIZE = { width: 640, height: 240, labelHeight: 24, gap: 8 };

interface Props {
  rows: ReadonlyArray<{ label: string; value: number }>;
}

export function DecadeChart({ rows }: Props) {
  const bars = barChart(rows, SIZE);
  const peak = rows.reduce((best, row) => (row.value > (best?.value ?? -1) ? row : best), rows[0]);
  return (
    <figure aria-labelledby="decade-chart-caption">
      <svg
        className={styles.chart}
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
        role="img"
        aria-labelledby="decade-chart-title decade-chart-desc"
      >
        <title id="decade-chart-title">Shows per decade</title>
        <desc id="decade-chart-desc">
          {peak
            ? `A bar for each decade; the most shows, ${peak.value}, in the ${peak.label}.`
            : ''}
        </desc>
        {bars.map((bar) => (
          <g key={bar.label}>
            <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill="currentColor" />
            <text
              x={bar.x + bar.width / 2}
              y={SIZE.height - 6}
              textAnchor="middle"
              fontSize="14"
              fill="currentColor"
            >
              {bar.label}
            </text>
          </g>
        ))}
      </svg>
      <figcaption id="decade-chart-caption">
        Shows per decade (figures in the table below).
      </figcaption>
    </figure>
  );
}

/** The chart's figures as a table, after the figure (a figure's caption opens or closes it). */
export function DecadeTable({ rows }: Props) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Shows per decade</caption>
      <thead>
        <tr>
          <th scope="col">Decade</th>
          <th scope="col">Shows</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td className={styles.number}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
