/** @jest-environment node */
// People and works as the loader reads them (lib/concepts/archive/people.ts): ids from file names, and
// every id a show or a work names checked, each mistake named by file, entry and field.
import {
  concertEntry,
  concertFile,
  failure,
  imageHeader,
  load,
  validFiles,
  validPublicFiles,
} from '../../../test/support/content-folder';
import { editDistance, nearestId } from './people';

/** The valid content plus a quartet, its violist, a composer and a work, linked from the concert. */
function linkedFiles(change: (files: Record<string, unknown>) => void = () => {}) {
  const files = validFiles();
  files['people/wren_quartet.json'] = { name: 'Wren Quartet', kind: 'ensemble', wikidata: 'Q100' };
  files['people/ines_varga.json'] = { name: 'Ines Varga', kind: 'performer' };
  files['people/elsa_moreau.json'] = { name: 'Elsa Moreau', kind: 'composer' };
  files['works/tidewater_suite.json'] = {
    title: 'Tidewater Suite',
    kind: 'music',
    year: 2019,
    creators: [{ person: 'elsa_moreau', role: 'composer' }],
  };
  const concert = files['shows/b_concert.json'] as Record<string, unknown>;
  concert.people = [
    { person: 'wren_quartet', role: 'ensemble' },
    { person: 'ines_varga', role: 'performer', part: 'viola' },
  ];
  concert.works = ['tidewater_suite'];
  change(files);
  return files;
}

function concertOf(files: Record<string, unknown>): Record<string, unknown> {
  return files['shows/b_concert.json'] as Record<string, unknown>;
}

describe('people and works load from their folders', () => {
  const bundle = load(linkedFiles());

  it('names each person by the file it is in and gives it a page address', () => {
    expect(bundle.people.get('ines_varga')).toMatchObject({
      id: 'ines_varga',
      name: 'Ines Varga',
      url: '/people/ines_varga/',
      sourceFile: 'content/people/ines_varga.json',
    });
  });

  it('gives each work its id and address', () => {
    expect(bundle.works.get('tidewater_suite')).toMatchObject({ url: '/works/tidewater_suite/' });
  });

  it('keeps a show’s credits as the file writes them', () => {
    const concert = bundle.shows.find((show) => show.name === 'winter_lights_a_holiday_concert');
    expect(concert?.people).toEqual([
      { person: 'wren_quartet', role: 'ensemble' },
      { person: 'ines_varga', role: 'performer', part: 'viola' },
    ]);
  });

  it('has no people or works when the folders are absent', () => {
    const plain = load(validFiles());
    expect(plain.people.size).toBe(0);
    expect(plain.works.size).toBe(0);
  });

  it('reads a portrait’s real size from public/people/{id}/', () => {
    const files = linkedFiles((f) => {
      f['people/ines_varga.json'] = { name: 'Ines Varga', kind: 'performer', portrait: 'ines.jpg' };
    });
    const withPortrait = load(files, {
      ...validPublicFiles(),
      'people/ines_varga/ines.jpg': imageHeader(400, 500),
    });
    expect(withPortrait.people.get('ines_varga')?.portrait).toEqual({
      src: '/people/ines_varga/ines.jpg',
      alt: 'Ines Varga',
      width: 400,
      height: 500,
    });
  });
});

describe('a mistake in the links names file, entry and field', () => {
  it('an unknown person id in a show, with the nearest id offered', () => {
    const message = failure(
      linkedFiles((files) => {
        concertOf(files).people = [{ person: 'ines_vargas', role: 'performer' }];
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › people[0].person: is not a person id: there is no content/people/ines_vargas.json: did you mean "ines_varga"?`,
    );
  });

  it('an unknown id far from every known one, without a guess', () => {
    const message = failure(
      linkedFiles((files) => {
        concertOf(files).people = [{ person: 'somebody_else_entirely', role: 'performer' }];
      }),
    );
    expect(message).toContain('there is no content/people/somebody_else_entirely.json (got');
  });

  it('an unknown work id in a show', () => {
    const message = failure(
      linkedFiles((files) => {
        concertOf(files).works = ['tidewater_suit'];
      }),
    );
    expect(message).toContain(`${concertEntry} › works[0]: is not a work id`);
  });

  it('an unknown work id on a program line', () => {
    const message = failure(
      linkedFiles((files) => {
        concertOf(files).digitalProgram = { works: [{ title: 'Suite', work: 'nothing_here' }] };
      }),
    );
    expect(message).toContain(`${concertEntry} › program.works[0].work: is not a work id`);
  });

  it('a person listed twice in one role', () => {
    const message = failure(
      linkedFiles((files) => {
        concertOf(files).people = [
          { person: 'ines_varga', role: 'performer', part: 'viola' },
          { person: 'ines_varga', role: 'performer', part: 'violin' },
        ];
      }),
    );
    expect(message).toContain(
      `${concertEntry} › people[1].person: lists "ines_varga" twice as performer (also people[0])`,
    );
  });

  describe("a performance's own people", () => {
    /** The concert as a run of two evenings, the second with `people` of its own. */
    const twoEvenings = (people: unknown[]) =>
      linkedFiles((files) => {
        files['people/tomas_reyes.json'] = { name: 'Tomas Reyes', kind: 'conductor' };
        concertOf(files).performances = [
          { date: '2026-12-12T19:30' },
          { date: '2026-12-13T19:30', people },
        ];
      });

    it('an unknown id, named with the performance’s date', () => {
      const message = failure(twoEvenings([{ person: 'tomas_reye', role: 'conductor' }]));
      expect(message).toContain(
        `${concertFile} › ${concertEntry}, performance 2026-12-13T19:30 › people[0].person: is not a person id: there is no content/people/tomas_reye.json: did you mean "tomas_reyes"?`,
      );
    });

    it('someone the show already credits in the same role', () => {
      const message = failure(twoEvenings([{ person: 'ines_varga', role: 'performer' }]));
      expect(message).toContain(
        `${concertEntry} › performances[1].people[0].person: is already credited on the show as performer (people[1])`,
      );
    });

    it('are kept with their performance: someone new, or someone credited in another role', () => {
      const content = load(
        twoEvenings([
          { person: 'tomas_reyes', role: 'conductor' },
          { person: 'ines_varga', role: 'soloist' },
        ]),
      );
      const concert = content.shows.find((s) => s.sourceFile.endsWith('b_concert.json'));
      expect(concert?.performances.map((p) => p.people.map((c) => c.person))).toEqual([
        [],
        ['tomas_reyes', 'ines_varga'],
      ]);
    });
  });

  describe('a program’s cast and credits', () => {
    /** The concert with a program whose cast and credits are the lines given. */
    const withProgram = (cast: unknown[], credits: unknown[] = []) =>
      linkedFiles((files) => {
        files['people/tomas_reyes.json'] = { name: 'Tomas Reyes', kind: 'conductor' };
        concertOf(files).digitalProgram = { cast, credits };
      });

    it('an unknown person id, with the nearest id offered', () => {
      const message = failure(withProgram([{ person: 'ines_vargas', role: 'viola' }]));
      expect(message).toContain(
        `${concertEntry} › program.cast[0].person: is not a person id: there is no content/people/ines_vargas.json: did you mean "ines_varga"?`,
      );
    });

    it('a person who is not one of the show’s people', () => {
      const message = failure(withProgram([], [{ person: 'tomas_reyes', role: 'Conductor' }]));
      expect(message).toContain(
        `${concertEntry} › program.credits[0].person: is not one of the show's people: add "tomas_reyes" under People`,
      );
    });

    it('accepts someone a performance names, and a name typed in full', () => {
      const files = withProgram([
        { person: 'ines_varga', role: 'viola' },
        { name: 'Lena Marsh', role: 'piano' },
      ]);
      concertOf(files).performances = [
        { date: '2026-12-12T19:30', people: [{ person: 'tomas_reyes', role: 'conductor' }] },
      ];
      (concertOf(files).digitalProgram as { credits: unknown[] }).credits = [
        { person: 'tomas_reyes', role: 'Conductor' },
      ];
      expect(() => load(files)).not.toThrow();
    });

    it('a line with neither a person nor a name', () => {
      const message = failure(withProgram([{ role: 'viola' }]));
      expect(message).toContain(
        'digitalProgram.cast[0].name: is required: pick the person from People, or type a name',
      );
    });

    it('a line with both a person and a name', () => {
      const message = failure(
        withProgram([{ person: 'ines_varga', name: 'Ines Varga', role: 'viola' }]),
      );
      expect(message).toContain(
        'digitalProgram.cast[0].name: repeats the person "ines_varga": leave the name out',
      );
    });
  });

  it('accepts one person in two roles', () => {
    const files = linkedFiles((f) => {
      concertOf(f).people = [
        { person: 'ines_varga', role: 'performer' },
        { person: 'ines_varga', role: 'director' },
      ];
    });
    expect(() => load(files)).not.toThrow();
  });

  it('a malformed Wikidata id on a person', () => {
    const message = failure(
      linkedFiles((files) => {
        files['people/ines_varga.json'] = {
          name: 'Ines Varga',
          kind: 'performer',
          wikidata: 'https://www.wikidata.org/wiki/Q42',
        };
      }),
    );
    expect(message).toContain(
      'content/people/ines_varga.json › person "ines_varga" › wikidata: must be a Wikidata item id',
    );
  });

  it('a Wikidata id with a leading zero on a work', () => {
    const message = failure(
      linkedFiles((files) => {
        files['works/tidewater_suite.json'] = { title: 'T', kind: 'music', wikidata: 'Q042' };
      }),
    );
    expect(message).toContain('work "tidewater_suite" › wikidata: must be a Wikidata item id');
  });

  it('an unknown creator of a work', () => {
    const message = failure(
      linkedFiles((files) => {
        files['works/tidewater_suite.json'] = {
          title: 'T',
          kind: 'music',
          creators: [{ person: 'nobody_at_all_here', role: 'composer' }],
        };
      }),
    );
    expect(message).toContain('work "tidewater_suite" › creators[0].person: is not a person id');
  });

  it('a file name that cannot be an id', () => {
    const message = failure(
      linkedFiles((files) => {
        files['people/Ines Varga.json'] = { name: 'Ines Varga', kind: 'performer' };
      }),
    );
    expect(message).toContain('content/people/Ines Varga.json › person "Ines Varga": the file');
  });

  it('a missing portrait file', () => {
    const message = failure(
      linkedFiles((files) => {
        files['people/ines_varga.json'] = { name: 'I', kind: 'performer', portrait: 'gone.jpg' };
      }),
    );
    expect(message).toContain('person "ines_varga" › portrait: public/people/ines_varga/gone.jpg');
  });
});

describe('nearest id', () => {
  it('counts one change as one', () => {
    expect(editDistance('ines_varga', 'ines_vargas')).toBe(1);
  });

  it('counts equal ids as zero', () => {
    expect(editDistance('abc', 'abc')).toBe(0);
  });

  it('offers an id two changes away from a short id', () => {
    expect(nearestId('abcd', ['abxy'])).toBe('abxy');
  });

  it('offers nothing three changes away from a short id', () => {
    expect(nearestId('abcd', ['axyz'])).toBeUndefined();
  });

  it('offers nothing when there is nothing to offer', () => {
    expect(nearestId('abcd', [])).toBeUndefined();
  });
});
