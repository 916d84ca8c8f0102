import { giftInWords, listedMembersByLevel, type GivingLevel } from './giving';

const levels: GivingLevel[] = [
  { id: 'leaders', name: 'Leaders', minimum: 1000 },
  { id: 'benefactors', name: 'Benefactors', minimum: 500 },
  { id: 'friends', name: 'Friends', minimum: 200 },
];

describe('giftInWords', () => {
  it('leaves the top level open above its minimum', () => {
    expect(giftInWords(levels, 0)).toBe('$1,000 and above');
  });

  it('runs a level up to one dollar under the next higher minimum', () => {
    expect(giftInWords(levels, 1)).toBe('$500–$999');
    expect(giftInWords(levels, 2)).toBe('$200–$499');
  });

  it('refuses a level that does not exist, naming it', () => {
    expect(() => giftInWords(levels, 3)).toThrow(new RangeError('no giving level 3'));
  });
});

describe('listedMembersByLevel', () => {
  it('names only members who opted in, by level from the top, names sorted', () => {
    expect(
      listedMembersByLevel(levels, [
        { name: 'Wren Ashby', level: 'friends', listed: true },
        { name: 'Cai Morrow', level: 'leaders', listed: true },
        { name: 'Ada Bell', level: 'friends', listed: true },
        { name: 'Hidden Person', level: 'leaders', listed: false },
      ]).map(({ level, names }) => [level.id, names]),
    ).toEqual([
      ['leaders', ['Cai Morrow']],
      ['friends', ['Ada Bell', 'Wren Ashby']],
    ]);
  });

  it('is empty when nobody opted in', () => {
    expect(listedMembersByLevel(levels, [{ name: 'A', level: 'leaders', listed: false }])).toEqual(
      [],
    );
  });
});
