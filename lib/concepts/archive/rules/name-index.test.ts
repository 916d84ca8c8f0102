import { filingName, groupByInitial, initialOf, OTHER_INITIAL } from './name-index';

describe('initialOf', () => {
  it('is the first letter of the name, in capitals', () => {
    expect(initialOf('ines Varga')).toBe('I');
  });

  it('skips a leading "The", "A" or "An"', () => {
    expect(initialOf('The Marrow Street Orchestra')).toBe('M');
    expect(initialOf('A Winter Garland')).toBe('W');
    expect(initialOf('An Evening Hymn')).toBe('E');
  });

  it('keeps an article that is the whole name, or a word that only starts like one', () => {
    expect(initialOf('The')).toBe('T');
    expect(initialOf('Theodora')).toBe('T');
    expect(initialOf('Andante')).toBe('A');
  });

  it('files an accented letter under its plain letter', () => {
    expect(initialOf('Élodie Brun')).toBe('E');
  });

  it('files a name that starts with no letter under "#"', () => {
    expect(initialOf('4 Seasons Brass')).toBe(OTHER_INITIAL);
    expect(initialOf('“Quoted” Ensemble')).toBe(OTHER_INITIAL);
  });
});

describe('filingName', () => {
  it('drops the article and the accents, keeping the rest as written', () => {
    expect(filingName('  The Öresund Players ')).toBe('Oresund Players');
  });
});

describe('groupByInitial', () => {
  const names = (groups: ReturnType<typeof groupByInitial<string>>) =>
    groups.map((group) => [group.initial, group.items]);

  it('is empty for no names', () => {
    expect(groupByInitial([], (name: string) => name)).toEqual([]);
  });

  it('groups by initial, groups and names in alphabetical order, "#" first', () => {
    const groups = groupByInitial(
      ['Theo Marchetti', 'Amara Lindqvist', 'The Marrow Street Orchestra', '4 Seasons', 'ines'],
      (name) => name,
    );
    expect(names(groups)).toEqual([
      ['#', ['4 Seasons']],
      ['A', ['Amara Lindqvist']],
      ['I', ['ines']],
      ['M', ['The Marrow Street Orchestra']],
      ['T', ['Theo Marchetti']],
    ]);
  });

  it('sorts within a group by the filing name, ignoring case, article and accents', () => {
    const groups = groupByInitial(['Mabel', 'the Marrow', 'Émile', 'Eleanor', 'mAbel Z'], (n) => n);
    expect(names(groups)).toEqual([
      ['E', ['Eleanor', 'Émile']],
      ['M', ['Mabel', 'mAbel Z', 'the Marrow']],
    ]);
  });

  it('reads the name through the function given, keeping the items', () => {
    const items = [{ title: 'Zephyr' }, { title: 'Aria' }];
    expect(groupByInitial(items, (item) => item.title)).toEqual([
      { initial: 'A', items: [{ title: 'Aria' }] },
      { initial: 'Z', items: [{ title: 'Zephyr' }] },
    ]);
  });
});
