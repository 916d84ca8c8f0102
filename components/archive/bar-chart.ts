/**
 * The geometry of a small bar chart drawn at build time as SVG (docs/archive.md#history): one bar
 * per value, heights in proportion to the largest, so the picture needs no script and no library.
 */
export interface Bar {
  label: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarChartSize {
  width: number;
  height: number;
  /** Space under the bars for their labels. */
  labelHeight: number;
  gap: number;
}

/** Bars across the width; a zero value has no height, and all zeros draw no bar taller than 0. */
export function barChart(
  values: ReadonlyArray<{ label: string; value: number }>,
  size: BarChartSize,
): Bar[] {
  if (values.length === 0) return [];
  const max = Math.max(...values.map((v) => v.value), 0);
  const slot = size.width / values.length;
  const plot = size.height - size.labelHeight;
  return values.map((v, index) => {
    const height = max > 0 ? (v.value / max) * plot : 0;
    return {
      label: v.label,
      value: v.value,
      x: index * slot + size.gap / 2,
      y: plot - height,
      width: Math.max(0, slot - size.gap),
      height,
    };
  });
}
