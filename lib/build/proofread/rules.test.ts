/** @jest-environment node */
import {
  misspelled,
  notOurWords,
  oneWithPlural,
  otherSeasonFormats,
  proofread,
  proseOf,
  rawIds,
  report,
  statusDisagrees,
  withoutNames,
  type Proofreading,
  type ShowFacts,
} from './rules';

// A stand-in dictionary: the rules take one as a function, so these tests say which words it has.
const DICTIONARY = new Set([
  'the',
  'and',
  'show',
  'shows',
  'performance',
  'performances',
  'leads',
  'lead',
]);
const isKnown = (word: string) => DICTIONARY.has(word.toLowerCase());

describe('misspelled', () => {
  it('passes a text whose every word the dictionary knows', () => {
    expect(misspelled('The show', isKnown)).toEqual([]);
  });

  it('names each unknown word once, as written', () => {
    expect(misspelled('The shwo, the shwo and the Perfomance', isKnown)).toEqual([
      { rule: 'spelling', words: ['shwo', 'Perfomance'] },
    ]);
  });

  it('reads a possessive as its word', () => {
    expect(misspelled('The show’s show’s', isKnown)).toEqual([]);
  });

  it('leaves out addresses and file names', () => {
    expect(misspelled('the https://example.edu/qqq/ shows.ics', isKnown)).toEqual([]);
  });
});

describe('notOurWords', () => {
  it('passes the site’s own words', () => {
    expect(notOurWords('Read the program; one intermission at the center; honored')).toEqual([]);
  });

  it.each([
    ['programme', 'program'],
    ['Programmes', 'program'],
    ['honoured', 'honor'],
    ['centre', 'center'],
    ['interval', 'intermission'],
    ['theatre', 'theater'],
    ['organisation', '-ize'],
    ['Season Archive', 'past seasons'],
    ['seasons archive', 'past seasons'],
    ["season's archive", 'past seasons'],
  ])('names %s with the site’s word %s', (word, ours) => {
    expect(notOurWords(`a ${word} here`)).toEqual([
      { rule: 'one word', words: [`${word} (say ${ours})`] },
    ]);
  });

  it('leaves a word that only contains a listed one', () => {
    expect(notOurWords('intervallic programmer')).toEqual([]);
  });

  it('leaves the archive that is the series’ memory', () => {
    expect(notOurWords('The archive by decade: people and works of every season')).toEqual([]);
  });
});

describe('withoutNames', () => {
  it('blanks a name, the longest first, so a name keeps its own spelling', () => {
    expect(
      notOurWords(
        withoutNames('Kestrel Theatre Company at the theatre', ['Kestrel Theatre Company']),
      ),
    ).toEqual([{ rule: 'one word', words: ['theatre (say theater)'] }]);
  });
});

describe('otherSeasonFormats', () => {
  it('passes a season written 2026–27', () => {
    expect(otherSeasonFormats('The 2026–27 Season')).toEqual([]);
  });

  it.each(['2026-2027', '2026-27', '2026–2027', '2026 – 27'])('names %s', (written) => {
    expect(otherSeasonFormats(`The ${written} Season`)).toEqual([
      { rule: 'season', words: [written] },
    ]);
  });

  it('leaves two years that do not follow each other, and a season in an address', () => {
    expect(otherSeasonFormats('© 2001-2024, 2026-28, /seasons/2026-27/')).toEqual([]);
  });

  it('knows the turn of a century', () => {
    expect(otherSeasonFormats('1999–00')).toEqual([]);
    expect(otherSeasonFormats('1999-2000')).toEqual([{ rule: 'season', words: ['1999-2000'] }]);
  });
});

describe('oneWithPlural', () => {
  it('passes "1" with a singular and "2" with a plural', () => {
    expect(oneWithPlural('1 show, 2 shows, 1 performance', isKnown)).toEqual([]);
  });

  it('names "1" with a plural, at the start of the text too', () => {
    expect(oneWithPlural('1 shows: 1 performances', isKnown)).toEqual([
      { rule: 'one with a plural', words: ['1 shows', '1 performances'] },
    ]);
  });

  it('leaves 11, 21 and 1,000 with a plural', () => {
    expect(oneWithPlural('11 shows, 21 shows, 1,000 shows, $1 shows', isKnown)).toEqual([]);
  });

  it('leaves a label: a capitalized word or a word that numbers places before the 1', () => {
    expect(oneWithPlural('Entrance 1 leads there; level 1 leads here', isKnown)).toEqual([]);
  });

  it('leaves a word whose singular the dictionary does not know', () => {
    expect(oneWithPlural('1 series', isKnown)).toEqual([]);
  });
});

describe('rawIds', () => {
  const ids = new Set(['the_snow_queen', 'winter_lights_2024', 'cirque']);

  it('passes a page with names only', () => {
    expect(rawIds('The Snow Queen', ids)).toEqual([]);
  });

  it('names an id shown as text, with its punctuation stripped', () => {
    expect(rawIds('Festival name: the_snow_queen. Also winter_lights_2024', ids)).toEqual([
      { rule: 'raw id', words: ['the_snow_queen', 'winter_lights_2024'] },
    ]);
  });

  it('leaves an id inside an address, and an id that reads as a word', () => {
    expect(rawIds('example.edu/shows/the_snow_queen/ cirque', ids)).toEqual([]);
  });
});

describe('statusDisagrees', () => {
  const show = (status: ShowFacts['status'], day: string, endDate?: string): ShowFacts => ({
    title: 'Quartet',
    status,
    day,
    endDate,
  });
  const today = '2026-12-02';

  it('passes a cancelled show’s page that says Cancelled', () => {
    expect(
      statusDisagrees('Quartet Cancelled', show('cancelled', '2027-01-10'), [], today),
    ).toEqual([]);
  });

  it.each([
    ['cancelled', 'Cancelled'],
    ['postponed', 'Postponed'],
  ] as const)('names a %s show’s page without "%s"', (status, word) => {
    expect(statusDisagrees('Quartet', show(status, '2027-01-10'), [], today)).toEqual([
      { rule: 'status', words: [`Quartet: no "${word}"`] },
    ]);
  });

  it('asks nothing of a scheduled show’s words', () => {
    expect(statusDisagrees('Quartet', show('scheduled', '2027-01-10'), [], today)).toEqual([]);
  });

  it('passes a show that ended yesterday whose page draws only its "over" block', () => {
    expect(statusDisagrees('', show('scheduled', '2026-12-01'), [['over']], today)).toEqual([]);
  });

  it('names a show that ended yesterday whose page still draws its tickets', () => {
    expect(statusDisagrees('', show('scheduled', '2026-12-01'), [['onSale']], today)).toEqual([
      { rule: 'status', words: ['Quartet: tickets shown though every performance is past'] },
    ]);
  });

  it('names a show on today whose page draws it as over, and passes its tickets', () => {
    expect(statusDisagrees('', show('scheduled', today), [['over']], today)).toEqual([
      { rule: 'status', words: ['Quartet: shown as over though it is upcoming'] },
    ]);
    expect(
      statusDisagrees('', show('scheduled', today), [['beforeSale', 'onSale']], today),
    ).toEqual([]);
  });

  it('counts a run by its last day', () => {
    expect(
      statusDisagrees('', show('scheduled', '2026-11-30', today), [['onSale']], today),
    ).toEqual([]);
  });
});

describe('proofread', () => {
  const context: Proofreading = {
    isKnown,
    names: ['Qwerty Theatre'],
    ids: new Set(['the_show']),
    showOfPage: new Map([
      ['/shows/the_show/', { title: 'The Show', status: 'cancelled', day: '2027-01-01' }],
    ]),
    today: '2026-12-02',
  };

  it('passes a page whose words all hold, names included', () => {
    expect(
      proofread({ path: '/', title: 'The show', text: 'Qwerty Theatre', phases: [] }, context),
    ).toEqual([]);
  });

  it('applies every rule, and the status rule to the show’s own pages only', () => {
    const page = { title: 'The shwo', text: '1 shows the_show 2026-2027', phases: [] };
    const rules = (path: string) => proofread({ ...page, path }, context).map((f) => f.rule);
    expect(rules('/')).toEqual(['spelling', 'season', 'one with a plural', 'raw id']);
    expect(rules('/shows/the_show/')).toContain('status');
  });
});

describe('report', () => {
  it('names the page, then each rule with its words', () => {
    expect(report('/faq/', [{ rule: 'spelling', words: ['shwo', 'qq'] }])).toBe(
      '/faq/\n  spelling: shwo, qq',
    );
  });
});

describe('proseOf', () => {
  it('keeps words and drops addresses and e-mail addresses', () => {
    expect(proseOf('Write to box@example.edu or www.example.edu today.')).toBe(
      'Write to or today.',
    );
  });
});
