// The time of a sensory moment in words (./sensory.ts), at the edges of each wording: the start,
// one minute, the last minute before an hour, the hour, and an hour and some minutes.
import { momentTimeLabel, sensoryKindIds, sensoryKindLabels, sensoryKindSymbols } from './sensory';

describe('the time of a sensory moment', () => {
  it('says the very start at 0 minutes', () => {
    expect(momentTimeLabel(0)).toBe('At the start');
  });

  it('says one minute in the singular, and more in the plural', () => {
    expect(momentTimeLabel(1)).toBe('About 1 minute in');
    expect(momentTimeLabel(2)).toBe('About 2 minutes in');
  });

  it('counts minutes up to 59, and hours from 60', () => {
    expect(momentTimeLabel(59)).toBe('About 59 minutes in');
    expect(momentTimeLabel(60)).toBe('About 1 hr in');
    expect(momentTimeLabel(61)).toBe('About 1 hr 1 min in');
  });

  it('says hours and the minutes past them', () => {
    expect(momentTimeLabel(65)).toBe('About 1 hr 5 min in');
    expect(momentTimeLabel(120)).toBe('About 2 hr in');
    expect(momentTimeLabel(179)).toBe('About 2 hr 59 min in');
  });
});

describe('the kinds of sensory moment', () => {
  it('give every kind words and a symbol, each kind its own', () => {
    for (const kind of sensoryKindIds) {
      expect(sensoryKindLabels[kind].trim()).not.toBe('');
      expect(sensoryKindSymbols[kind].trim()).not.toBe('');
    }
    expect(new Set(sensoryKindIds.map((kind) => sensoryKindLabels[kind])).size).toBe(
      sensoryKindIds.length,
    );
  });
});
