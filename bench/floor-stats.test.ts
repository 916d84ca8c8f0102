import { longTaskFigures, spreadOf } from './floor-stats';

describe('spreadOf', () => {
  it('keeps the middle run of an odd count and the extremes', () => {
    expect(spreadOf([40, 10, 30, 20, 50])).toEqual({ median: 30, min: 10, max: 50 });
  });

  it('averages the two middle runs of an even count', () => {
    expect(spreadOf([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
  });

  it('refuses an empty list rather than reporting a figure', () => {
    expect(() => spreadOf([])).toThrow('no values');
  });
});

describe('longTaskFigures', () => {
  it('counts the tasks and rounds the longest', () => {
    expect(longTaskFigures([51.2, 180.6, 64])).toEqual({ count: 3, longestMs: 181 });
  });

  it('says 0 ms for a page without long tasks', () => {
    expect(longTaskFigures([])).toEqual({ count: 0, longestMs: 0 });
  });
});
