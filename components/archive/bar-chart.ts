/**
 * The geometry of the history's bar chart (docs/archive.md#pages): a scale of round ticks from
 * zero past the largest value, and each bar's length as a share of it, so the chart reads alike
 * with one bar or ninety and needs no script and no library. The component lays it out in CSS,
 * so its words keep their size on a phone.
 */

/** The axis: from 0 to `max` in steps of `step`, each tick a whole number. */
export interface Scale {
  max: number;
  step: number;
  /** 0, step, 2 × step, … max. */
  ticks: number[];
}

/** The round steps, times a power of ten: 1, 2, 5, 10, 20, 50, … */
const ROUND_STEPS = [1, 2, 5, 10];

/**
 * The smallest round step giving at most `maxSteps` steps from 0 past `largest`; counts are whole,
 * so a step is never below 1. Nothing to draw (0 or less) still gets the axis 0–1.
 */
export function niceScale(largest: number, maxSteps = 4): Scale {
  const top = Math.max(largest, 1);
  const rough = top / maxSteps;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, (ROUND_STEPS.find((s) => s * power >= rough) ?? 10) * power);
  const max = Math.ceil(top / step) * step;
  const ticks = Array.from({ length: max / step + 1 }, (_, index) => index * step);
  return { max, step, ticks };
}

export interface Bar {
  label: string;
  value: number;
  /** The bar's length as a percentage of the axis (0–100). */
  percent: number;
}

/** One bar per value on a common scale; zero draws no bar. */
export function barChart(values: ReadonlyArray<{ label: string; value: number }>): {
  scale: Scale;
  bars: Bar[];
} {
  const scale = niceScale(Math.max(0, ...values.map((v) => v.value)));
  return {
    scale,
    bars: values.map((v) => ({
      label: v.label,
      value: v.value,
      percent: (Math.max(0, v.value) / scale.max) * 100,
    })),
  };
}
