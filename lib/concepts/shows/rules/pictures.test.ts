import { needsPictures } from './pictures';

describe('which shows must have their pictures', () => {
  it('a show whose last day is the build day still needs them: it is on tonight', () => {
    expect(needsPictures('2026-12-02', '2026-12-02')).toBe(true);
  });

  it('a show still to come needs them', () => {
    expect(needsPictures('2026-12-03', '2026-12-02')).toBe(true);
  });

  it('a show that ended the day before the build does not', () => {
    expect(needsPictures('2026-12-01', '2026-12-02')).toBe(false);
  });
});
