import {
  performanceClash,
  repeats,
  sameTimeMessage,
  screeningClash,
  venueIdClash,
} from './clashes';

describe('repeats', () => {
  it('is empty for no keys and for keys that differ', () => {
    expect(repeats([])).toEqual([]);
    expect(repeats(['a', 'b', 'c'])).toEqual([]);
  });

  it('names each later copy with the first one, never the first itself', () => {
    expect(repeats(['a', 'b', 'a', 'a'])).toEqual([
      { index: 2, earlier: 0 },
      { index: 3, earlier: 0 },
    ]);
  });
});

describe('sameTimeMessage', () => {
  it('names the other entry and the time', () => {
    expect(sameTimeMessage('performances[0]', '2027-03-18T19:30')).toBe(
      'is also the time of performances[0] (2027-03-18T19:30)',
    );
  });
});

describe('screeningClash', () => {
  const rows = [
    { day: '2027-02-05', time: '19:00', film: 'First' },
    { day: '2027-02-05', time: '21:00', film: 'Second' },
    { day: '2027-02-06', time: '19:00', film: 'Third' },
  ];

  it('is nothing when no two screenings share a day and a time', () => {
    expect(screeningClash(rows, '19:00')).toBeUndefined();
    expect(screeningClash([], '19:00')).toBeUndefined();
  });

  it('names both films and the day when two screenings start at once', () => {
    const clash = [...rows, { day: '2027-02-05', time: '19:00', film: 'Fourth' }];
    expect(screeningClash(clash, '19:00')).toBe(
      'is also the time of another screening (19:00): “First” and “Fourth” on 2027-02-05 start at one time; keep one',
    );
  });

  it("is only the clashing time's to say: the same rows at another time are fine", () => {
    const clash = [...rows, { day: '2027-02-05', time: '19:00', film: 'Fourth' }];
    expect(screeningClash(clash, '21:00')).toBeUndefined();
  });

  it('names every day that clashes at that time', () => {
    const clash = [
      ...rows,
      { day: '2027-02-05', time: '19:00', film: 'Fourth' },
      { day: '2027-02-06', time: '19:00', film: 'Fifth' },
    ];
    expect(screeningClash(clash, '19:00')).toBe(
      'is also the time of another screening (19:00): “First” and “Fourth” on 2027-02-05; “Third” and “Fifth” on 2027-02-06 start at one time; keep one',
    );
  });

  it('reads a row the editor has not filled in yet as empty, not as "undefined"', () => {
    const clash = [
      { time: '19:00', film: 'First' },
      { time: '19:00' },
      { day: 'undefined', time: '19:00', film: 'Third' },
    ];
    expect(screeningClash(clash, '19:00')).toBe(
      'is also the time of another screening (19:00): “First” and “” on  start at one time; keep one',
    );
  });

  it('does not take a missing time for the time "undefined"', () => {
    const clash = [
      { day: '2027-02-05', film: 'First' },
      { day: '2027-02-05', time: 'undefined', film: 'Second' },
    ];
    expect(screeningClash(clash, 'undefined')).toBeUndefined();
  });
});

describe('performanceClash', () => {
  const at = '2027-03-18T19:30';

  it('is nothing for a time the run has once', () => {
    expect(performanceClash([at, '2027-03-19T19:30'], at)).toBeUndefined();
  });

  it('names the time the run has twice', () => {
    expect(performanceClash([at, '2027-03-19T19:30', at], at)).toBe(
      'is also the time of another performance (2027-03-18T19:30)',
    );
  });
});

describe('venueIdClash', () => {
  it('is nothing for an id one venue has', () => {
    expect(venueIdClash(['alderton', 'hall'], 'alderton')).toBeUndefined();
  });

  it('says each venue needs its own id when two share one', () => {
    expect(venueIdClash(['alderton', 'hall', 'alderton'], 'alderton')).toBe(
      'is also the id of another venue: each venue needs its own',
    );
  });
});
