/** @jest-environment node */
// The show files as the loader reads them (lib/concepts/shows/shows.ts): names, paths, films, sponsors,
// schedules and seasons derived, and the problems named.
import {
  Json,
  validFiles,
  imageHeader,
  validPublicFiles,
  concertFile,
  concertEntry,
  festivalFile,
  festivalEntry,
  load,
  failure,
  withChange,
  show,
  concertFolder,
} from '../../../test/support/content-folder';

describe('loadShows derives each show from its file', () => {
  const bundle = load(validFiles());
  const concert = bundle.shows.find((s) => s.name === 'winter_lights_a_holiday_concert');
  const festival = bundle.shows.find((s) => s.festival);

  it('sorts shows ascending by date, whatever the file order', () => {
    expect(bundle.shows.map((s) => s.day)).toEqual(['2026-12-12', '2027-03-18']);
  });

  it('derives the show name from the title by the slug rule', () => {
    expect(concert).toBeDefined();
    expect(festival?.name).toBe('test_international_film_festival');
  });

  it('derives the day, formatted date and time, and the default doors note', () => {
    expect(concert).toMatchObject({
      day: '2026-12-12',
      dateFormatted: 'Saturday, December 12, 2026',
      dateFormattedShort: 'Dec 12',
      timeFormatted: '7:30 pm',
      doorsOpen: 'Doors generally open one hour before performance time.',
    });
  });

  it('formats a multi-day show as a date range', () => {
    expect(festival?.dateFormatted).toBe('March 18–20, 2027');
  });

  it('resolves the venue and its name as the location', () => {
    expect(concert?.location).toBe('Joan C. Edwards Performing Arts Center');
    expect(concert?.venue.id).toBe('jcepac');
  });

  it('derives paths under the show folder and the show url', () => {
    const name = 'winter_lights_a_holiday_concert';
    expect(concert).toMatchObject({
      url: `/shows/${name}/`,
      poster: {
        src: `/shows/${name}/poster.jpg`,
        alt: 'Poster for Winter Lights: A Holiday Concert',
      },
      socialImage: { src: `/shows/${name}/social.jpg` },
      trailerThumbnail: { src: `/shows/${name}/trailer.jpg`, alt: '' },
      youtubeVideoId: 'Ab_Cd-123',
      partOfSeries: true,
      sourceFile: 'content/shows/b_concert.json',
    });
  });

  it('has no trailer thumbnail when there is no trailer', () => {
    expect(festival?.trailerThumbnail).toBeUndefined();
    expect(festival?.youtubeVideoId).toBeUndefined();
  });

  it('turns the download into a path with the label the title calls for', () => {
    expect(festival?.download).toBe('/downloads/schedule.pdf');
    expect(festival?.downloadLabel).toBe('Download Festival Schedule');
  });

  it('gives sponsors logo paths and groups them in rows by level', () => {
    expect(concert?.sponsors[0]?.logoSrc).toBe('/sponsors/tristate_bank__trust.jpg?v=4');
    expect(concert?.sponsorRows.map((row) => [row.level, row.sponsors.map((s) => s.name)])).toEqual(
      [
        [1, ['First Bank']],
        [2, ['Tri-State Bank & Trust']],
        [5, ['Acme Foods']],
      ],
    );
  });

  it('derives each film’s name, paths, length and schedule lines', () => {
    const [ferry, train] = festival?.films ?? [];
    const folder = '/shows/test_international_film_festival/films';
    expect(ferry).toMatchObject({
      name: 'the_ferrymans_daughter',
      poster: { src: `${folder}/the_ferrymans_daughter.jpg` },
      trailerThumbnail: { src: `${folder}/the_ferrymans_daughter-trailer.jpg` },
      youtubeVideoId: 'Fd2yH7kLm3Q',
      url: '/show/the_ferrymans_daughter/',
      lengthFormatted: '1 hr 42 min',
      schedule: ['Friday, March 19 - 7:00 pm'],
      festivalName: 'test_international_film_festival',
    });
    expect(train).toMatchObject({
      name: 'night_train',
      lengthFormatted: '58 min',
      trailerThumbnail: undefined,
      schedule: ['Friday, March 19 - 2:00 pm', 'Saturday, March 20 - 7:00 pm'],
    });
  });

  it('words each film’s language codes for the page', () => {
    expect(festival?.films.map((film) => film.languageLabel)).toEqual(['English', 'Polish']);
  });

  it('builds the festival schedule by day, then time', () => {
    expect(
      festival?.schedule.map((day) => [day.dayLabel, day.slots.map((s) => s.films[0]?.name)]),
    ).toEqual([
      ['Friday, March 19', ['night_train', 'the_ferrymans_daughter']],
      ['Saturday, March 20', ['night_train']],
    ]);
  });
});

describe('a show of the record keeps the pictures it has (docs/rules/content.md#images)', () => {
  // The concert's one performance is on 2026-12-12.
  const withoutPictures = () => {
    const files = validPublicFiles();
    delete files[`${concertFolder}/poster.jpg`];
    delete files[`${concertFolder}/social.jpg`];
    return files;
  };

  it('loads a show that ended before the build day without a poster or share card', () => {
    const concert = load(validFiles(), withoutPictures(), '2026-12-13').shows.find(
      (s) => s.name === 'winter_lights_a_holiday_concert',
    );
    expect(concert?.poster).toBeUndefined();
    expect(concert?.socialImage).toBeUndefined();
  });

  it('keeps the poster of a show of the record that has one', () => {
    const concert = load(validFiles(), validPublicFiles(), '2026-12-13').shows.find(
      (s) => s.name === 'winter_lights_a_holiday_concert',
    );
    expect(concert?.poster?.src).toBe(`/${concertFolder}/poster.jpg`);
  });

  it('refuses a show on the build day without its poster, naming the field', () => {
    const message = (() => {
      try {
        load(validFiles(), withoutPictures(), '2026-12-12');
      } catch (error) {
        return (error as Error).message;
      }
      return 'loaded';
    })();
    expect(message).toContain(`${concertFile} › ${concertEntry} › poster: `);
    expect(message).toContain(`${concertFile} › ${concertEntry} › socialImage: `);
  });

  it('refuses a show still to come without its poster', () => {
    expect(failure(validFiles(), withoutPictures())).toContain(
      `${concertEntry} › poster: public/${concertFolder}/poster.jpg does not exist`,
    );
  });
});

describe('loadShows rejects shows that would clash or point nowhere, naming file, entry and field', () => {
  it('a schedule naming a film that does not exist', () => {
    const message = failure(
      withChange('shows/a_festival.json', (s) => {
        (s.schedule as Record<string, Json>)['2027-03-19']!['19:00'] = 'The Missing Film';
      }),
    );
    expect(message).toContain(
      `${festivalFile} › ${festivalEntry} › schedule.2027-03-19.19:00: names a film that is not in this show's "shows" list`,
    );
    expect(message).toContain('(got "The Missing Film")');
  });

  it('a schedule day outside the festival dates', () => {
    const message = failure(
      withChange('shows/a_festival.json', (s) => {
        (s.schedule as Record<string, Json>)['2027-03-25'] = { '19:00': 'night_train' };
      }),
    );
    expect(message).toContain(
      `${festivalFile} › ${festivalEntry} › schedule.2027-03-25: is outside the festival's dates 2027-03-18 to 2027-03-20`,
    );
  });

  it('two shows with the same name, naming both files', () => {
    const files = validFiles();
    show(files, 'shows/a_festival.json').name = 'winter_lights_a_holiday_concert';
    const message = failure(files);
    expect(message).toMatch(
      /content\/shows\/b_concert\.json › show "winter_lights_a_holiday_concert" › name: is also the name of the show in content\/shows\/a_festival\.json/,
    );
  });

  it('two films with the same name', () => {
    const message = failure(
      withChange('shows/a_festival.json', (s) => {
        ((s.shows as Json[])[1] as Json).name = 'the_ferrymans_daughter';
      }),
    );
    expect(message).toContain(
      `${festivalFile} › ${festivalEntry} › shows[1].name: duplicates the name of shows[0] (got "the_ferrymans_daughter")`,
    );
  });

  it('an unknown venue', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.location = 'moon_base';
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › location: is not a venue id in content/venues.json (got "moon_base")`,
    );
  });

  it('a title whose derived name is not a URL slug', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.title = 'Rock & Roll';
      }),
    );
    expect(message).toContain(
      `${concertFile} › show "rock_&_roll" › name: title "Rock & Roll" gives the name "rock_&_roll", which is not a valid URL slug: add a "name" field`,
    );
  });
});

describe('loadShows rejects names too long for a file name', () => {
  it('a title whose derived name is over the limit, asking for a short name', () => {
    const title = `The ${'Very '.repeat(30)}Long Evening`;
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.title = title;
      }),
    );
    expect(message).toMatch(
      /b_concert\.json › show "b_concert" › name: title "The Very .*" gives a name \d+ characters long, over the limit of 100 .*add a short "name" field/,
    );
  });

  it('an explicit name over the limit', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.name = 'x'.repeat(101);
      }),
    );
    expect(message).toContain('name: must be at most 100 characters long');
  });

  it('a film title whose derived name is over the limit', () => {
    const message = failure(
      withChange('shows/a_festival.json', (s) => {
        ((s.shows as Json[])[1] as Json).name = undefined;
        ((s.shows as Json[])[1] as Json).title = `Night ${'Train '.repeat(30)}`;
        s.schedule = { '2027-03-19': { '19:00': "The Ferryman's Daughter" } };
      }),
    );
    expect(message).toContain(`${festivalEntry} › shows[1].name: title "Night Train`);
    expect(message).toContain('over the limit of 100');
  });
});

describe('loadShows gives every show a season (July to June)', () => {
  /** A copy of the concert a year earlier, as a yearly concert's file would be. */
  function lastYearsConcert(files: Record<string, unknown>, extra: Json = {}): void {
    files['shows/c_concert_last_year.json'] = {
      ...show(files, 'shows/b_concert.json'),
      date: '2025-12-13T19:30',
      ...extra,
    };
  }

  function withLastYearsImages(name: string): Record<string, Buffer | string> {
    return {
      ...validPublicFiles(),
      [`shows/${name}/poster.jpg`]: imageHeader(640, 960),
      [`shows/${name}/social.jpg`]: imageHeader(1200, 630),
      [`shows/${name}/trailer.jpg`]: imageHeader(1280, 720),
    };
  }

  it('derives the season from the start day', () => {
    const { shows } = load(validFiles());
    expect(shows.map((s) => s.season)).toEqual(['2026-27', '2026-27']);
  });

  it('keeps a season the file names, one season away from the date', () => {
    const files = withChange('shows/b_concert.json', (s) => {
      s.season = '2027-28';
    });
    const concert = load(files).shows.find((s) => s.name === 'winter_lights_a_holiday_concert');
    expect(concert?.season).toBe('2027-28');
  });

  it('rejects a season that is not written like 2026-27', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.season = '2026-2027';
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › season: must be a season written like 2026-27`,
    );
  });

  it('rejects a season more than one season away from the date', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.season = '2024-25';
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › season: is 2024-25, but the date 2026-12-12 falls in the 2026-27 season`,
    );
  });

  it('rejects a name a show of another season has, naming both files and a free name', () => {
    const files = validFiles();
    lastYearsConcert(files);
    const message = failure(files, withLastYearsImages('winter_lights_a_holiday_concert'));
    // The older show keeps its address; the newer one is asked to take another.
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › name: is also the name of the 2025-26 show in content/shows/c_concert_last_year.json; a show's address is kept for ever, so give one of the two its own "name" (usually the newer, this one: for example "winter_lights_a_holiday_concert_2026")`,
    );
  });

  it('accepts the same title in two seasons when one show has its own name', () => {
    const files = validFiles();
    lastYearsConcert(files, { name: 'winter_lights_2025' });
    const { shows } = load(files, withLastYearsImages('winter_lights_2025'));
    expect(shows.map((s) => [s.name, s.season])).toEqual([
      ['winter_lights_2025', '2025-26'],
      ['winter_lights_a_holiday_concert', '2026-27'],
      ['test_international_film_festival', '2026-27'],
    ]);
  });
});
