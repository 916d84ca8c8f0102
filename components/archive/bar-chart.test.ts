import { barChart, niceScale } from './bar-chart';

describe('the chart’s scale', () => {
  it('gives zero an axis from 0 to 1, so nothing divides by zero', () => {
    expect(niceScale(0)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
  });

  it('counts one by one up to a small largest value', () => {
    expect(niceScale(1)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
    expect(niceScale(4)).toEqual({ max: 4, step: 1, ticks: [0, 1, 2, 3, 4] });
  });

  it('takes the next round step one past four steps', () => {
    expect(niceScale(5)).toEqual({ max: 6, step: 2, ticks: [0, 2, 4, 6] });
  });

  it('ends on a round tick above a value between ticks', () => {
    expect(niceScale(57)).toEqual({ max: 60, step: 20, ticks: [0, 20, 40, 60] });
  });

  it('ends exactly on a value that is a round tick', () => {
    expect(niceScale(100).max).toBe(100);
    expect(niceScale(100).ticks.length).toBeLessThanOrEqual(5);
  });

  it('keeps to at most five ticks however large the archive', () => {
    for (const largest of [9, 33, 101, 999, 3001, 123456]) {
      const { ticks, max } = niceScale(largest);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(max).toBeGreaterThanOrEqual(largest);
    }
  });
});

describe('the bars', () => {
  it('draws one decade as one bar short of the axis’s end, not the whole width', () => {
    const { bars, scale } = barChart([{ label: '2020s', value: 57 }]);
    expect(scale.max).toBe(60);
    expect(bars[0]?.percent).toBeCloseTo(95);
  });

  it('draws ninety years of decades on one scale, each in proportion', () => {
    const values = Array.from({ length: 9 }, (_, i) => ({ label: `${1930 + i * 10}s`, value: i }));
    const { bars, scale } = barChart(values);
    expect(bars).toHaveLength(9);
    expect(scale.max).toBe(8);
    expect(bars.map((b) => b.percent)).toEqual(values.map((v) => (v.value / 8) * 100));
  });

  it('draws a zero value with no length', () => {
    expect(barChart([{ label: 'a', value: 0 }]).bars[0]?.percent).toBe(0);
  });

  it('draws nothing for no values', () => {
    expect(barChart([]).bars).toEqual([]);
  });
});
