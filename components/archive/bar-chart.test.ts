import { barChart } from './bar-chart';

const size = { width: 100, height: 60, labelHeight: 10, gap: 2 };

describe('bar chart', () => {
  it('draws the largest value the full plot height', () => {
    const [bar] = barChart([{ label: 'a', value: 8 }], size);
    expect(bar).toMatchObject({ y: 0, height: 50, x: 1, width: 98 });
  });

  it('draws a value half the largest at half height, from the baseline', () => {
    const bars = barChart(
      [
        { label: 'a', value: 4 },
        { label: 'b', value: 8 },
      ],
      size,
    );
    expect(bars[0]).toMatchObject({ height: 25, y: 25, x: 1, width: 48 });
    expect(bars[1]?.x).toBe(51);
  });

  it('draws a zero value with no height', () => {
    expect(barChart([{ label: 'a', value: 0 }], size)[0]?.height).toBe(0);
  });

  it('draws nothing for no values', () => {
    expect(barChart([], size)).toEqual([]);
  });
});
