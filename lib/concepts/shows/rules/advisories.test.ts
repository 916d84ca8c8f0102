import {
  advisoryIds,
  advisoryLabels,
  advisoryList,
  ageGuidanceLabel,
  intermissionLabel,
  runTimeLabel,
  typicalAgeRange,
} from './advisories';

describe('content advisories', () => {
  it('gives every advisory id plain words of its own', () => {
    const labels = advisoryIds.map((id) => advisoryLabels[id]);
    expect(labels.every((label) => label.trim().length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('lists advisories in the vocabulary order, whatever order the file gives', () => {
    expect(advisoryList(['loud-sounds', 'strobe'])).toEqual([
      'Strobe or flashing lights',
      'Loud sounds',
    ]);
  });
});

describe('age guidance', () => {
  it('says the minimum age in words, and all ages for 0', () => {
    expect(ageGuidanceLabel(8)).toBe('Recommended for ages 8 and up');
    expect(ageGuidanceLabel(0)).toBe('Suitable for all ages');
  });

  it('writes schema.org typicalAgeRange as an open range', () => {
    expect(typicalAgeRange(8)).toBe('8-');
    expect(typicalAgeRange(0)).toBe('0-');
  });
});

describe('run time', () => {
  it('names the intermissions in words', () => {
    expect(intermissionLabel(0)).toBe('no intermission');
    expect(intermissionLabel(1)).toBe('one intermission');
    expect(intermissionLabel(2)).toBe('two intermissions');
  });

  it('gives the length with its intermissions when known', () => {
    expect(runTimeLabel(130, 1)).toBe('About 2 hr 10 min, including one intermission');
    expect(runTimeLabel(85, 0)).toBe('About 1 hr 25 min, no intermission');
    expect(runTimeLabel(45)).toBe('About 45 min');
  });
});
