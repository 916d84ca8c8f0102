/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ContentError, loadContent } from './load';

type Json = Record<string, unknown>;

// A minimal valid content folder. Each test clones it, breaks one thing and loads it.
function validFiles(): Record<string, unknown> {
  const logo = { name: 'Logo', src: 'logos/x.svg', url: '', width: 100, height: 40 };
  return {
    'site.json': {
      seriesName: 'Test Artists Series',
      seriesShortName: 'Test Artists',
      tagline: 'Shows for everyone',
      universityName: 'Test University',
      collegeName: 'College of Arts',
      mastersSeriesName: 'Masters at Test',
      phone: '(304) 555-0100',
      fax: '(304) 555-0101',
      email: 'box@example.edu',
      postalAddress: { lines: ['1 University Plaza'] },
      boxOffice: { name: 'Box Office', addressLines: ['1 Plaza'], hours: 'Mon–Fri noon–4 pm' },
      social: [{ name: 'Facebook', url: 'https://facebook.example.com/test' }],
      ticketSeller: { name: 'Tix', url: 'https://tickets.example.com/' },
      donationUrl: 'https://giving.example.edu/',
      getInvolvedText: 'Give.',
      mailingListAction: 'https://lists.example.com/subscribe',
      mailingListTrapField: 'b_trap',
      studentOrganisation: { name: 'Students', url: 'https://students.example.edu/' },
      analyticsId: 'G-SITE123',
      sponsorLogoVersion: '4',
      logos: { series: logo, university: logo, college: logo, sponsors: [], funders: [] },
      shareImage: { src: 'share/series.jpg', alt: 'The series name over hills' },
    },
    'venues.json': {
      jcepac: {
        name: 'Joan C. Edwards Performing Arts Center',
        streetAddress: '1 College Ave',
        locality: 'Huntington',
        region: 'WV',
        postalCode: '25703',
        parkingNote: 'The garage next door takes cash only.',
      },
      cinema: {
        name: 'Campus Cinema',
        streetAddress: '2 College Ave',
        locality: 'Huntington',
        region: 'WV',
        postalCode: '25703',
      },
    },
    'faq.json': [
      { question: 'Refunds?', answer: '<p>No refunds.</p>' },
      { question: 'Cameras?', answer: '<p>No cameras.</p>' },
      { question: 'Parking?', answer: '<p>Cash only.</p>' },
    ],
    'education.json': {
      programme: 'Visiting Professor Program',
      season: '2025-2026',
      intro: '<p>Free talks.</p>',
      professor: { name: 'Dr. Test', title: 'Visiting Professor', bio: '<p>Bio.</p>' },
      events: [
        {
          name: 'Opening Lecture',
          date: '2025-09-18',
          time: '19:00',
          endTime: '20:30',
          location: 'jcepac',
          description: '<p>A talk.</p>',
          image: 'lecture.jpg',
        },
      ],
    },
    // File names deliberately out of date order: the loader must sort by date.
    'shows/a_festival.json': {
      title: 'Test International Film Festival',
      date: '2027-03-18T18:00',
      endDate: '2027-03-20',
      location: 'cinema',
      festival: true,
      template: 'festival',
      download: 'schedule.pdf',
      description: '<p>Films.</p>',
      shows: [
        {
          title: "The Ferryman's Daughter",
          description: '<p>A ferry.</p>',
          country: 'Ireland',
          language: ['en'],
          lengthMinutes: 102,
          trailer: 'https://www.youtube.com/watch?v=Fd2yH7kLm3Q&list=PL1',
        },
        {
          name: 'night_train',
          title: 'Night Train!',
          description: '<p>A train.</p>',
          country: 'Poland',
          language: ['pl'],
          lengthMinutes: 58,
        },
      ],
      schedule: {
        '2027-03-19': { '19:00': "The Ferryman's Daughter", '14:00': 'Night Train!' },
        '2027-03-20': { '19:00': 'night_train' },
      },
    },
    'shows/b_concert.json': {
      title: 'Winter Lights: A Holiday Concert',
      date: '2026-12-12T19:30',
      location: 'jcepac',
      tickets: 'https://tickets.example.com/winter',
      trailer: 'https://youtu.be/Ab_Cd-123',
      description: '<p>Carols.</p>',
      sponsors: [
        { name: 'Tri-State Bank & Trust', level: 2 },
        { name: 'Acme Foods', level: 5, food: true },
        { name: 'First Bank', level: 1 },
      ],
    },
  };
}

/**
 * The start of a PNG file: all an image-size reader looks at. Enough to stand for an image of
 * this size without encoding one.
 */
function imageHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.writeUInt8(8, 24);
  header.writeUInt8(2, 25);
  return header;
}

const festivalFolder = 'shows/test_international_film_festival';
const concertFolder = 'shows/winter_lights_a_holiday_concert';

/** Every file the valid content points to, under public/. */
function validPublicFiles(): Record<string, Buffer | string> {
  return {
    'logos/x.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"/>',
    'share/series.jpg': imageHeader(1200, 630),
    [`${festivalFolder}/poster.jpg`]: imageHeader(800, 1200),
    [`${festivalFolder}/social.jpg`]: imageHeader(1200, 630),
    [`${festivalFolder}/films/the_ferrymans_daughter.jpg`]: imageHeader(600, 900),
    [`${festivalFolder}/films/the_ferrymans_daughter-trailer.jpg`]: imageHeader(1280, 720),
    [`${festivalFolder}/films/night_train.jpg`]: imageHeader(500, 750),
    'downloads/schedule.pdf': '%PDF-1.4',
    [`${concertFolder}/poster.jpg`]: imageHeader(640, 960),
    [`${concertFolder}/social.jpg`]: imageHeader(1200, 630),
    [`${concertFolder}/trailer.jpg`]: imageHeader(1280, 720),
    'sponsors/tristate_bank__trust.jpg': imageHeader(275, 165),
    'sponsors/acme_foods.jpg': imageHeader(125, 40),
    'sponsors/first_bank.jpg': imageHeader(275, 165),
    'education/lecture.jpg': imageHeader(600, 400),
  };
}

const concertFile = 'content/shows/b_concert.json';
const concertEntry = 'show "winter_lights_a_holiday_concert"';
const festivalFile = 'content/shows/a_festival.json';
const festivalEntry = 'show "test_international_film_festival"';

const tempDirs: string[] = [];

function writeContent(
  files: Record<string, unknown>,
  raw: Record<string, string> = {},
  publicFiles: Record<string, Buffer | string> = validPublicFiles(),
): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-loader-'));
  tempDirs.push(root);
  const contentDir = path.join(root, 'content');
  fs.mkdirSync(path.join(contentDir, 'shows'), { recursive: true });
  for (const [name, data] of Object.entries(files)) {
    fs.writeFileSync(path.join(contentDir, name), JSON.stringify(data, null, 2));
  }
  for (const [name, text] of Object.entries(raw)) {
    fs.writeFileSync(path.join(contentDir, name), text);
  }
  for (const [name, data] of Object.entries(publicFiles)) {
    const file = path.join(root, 'public', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
  }
  return contentDir;
}

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function load(
  files: Record<string, unknown>,
  publicFiles: Record<string, Buffer | string> = validPublicFiles(),
) {
  return loadContent(writeContent(files, {}, publicFiles), { analyticsId: '' });
}

/** Loads content that must fail and returns the ContentError's message. */
function failure(
  files: Record<string, unknown>,
  publicFiles: Record<string, Buffer | string> = validPublicFiles(),
): string {
  try {
    load(files, publicFiles);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the content to be rejected');
}

function withChange(file: string, change: (data: Json) => void): Record<string, unknown> {
  const files = validFiles();
  const data = files[file] as Json;
  change(data);
  return files;
}

function show(files: Record<string, unknown>, file: string): Json {
  return files[file] as Json;
}

describe('loadContent with valid content', () => {
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
      poster: `/shows/${name}/poster.jpg`,
      posterAlt: 'Poster for Winter Lights: A Holiday Concert',
      socialImage: `/shows/${name}/social.jpg`,
      trailerThumbnail: `/shows/${name}/trailer.jpg`,
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
    const [ferry, train] = festival?.shows ?? [];
    const folder = '/shows/test_international_film_festival/films';
    expect(ferry).toMatchObject({
      name: 'the_ferrymans_daughter',
      poster: `${folder}/the_ferrymans_daughter.jpg`,
      trailerThumbnail: `${folder}/the_ferrymans_daughter-trailer.jpg`,
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
    expect(festival?.shows.map((film) => film.languageLabel)).toEqual(['English', 'Polish']);
  });

  it('gives the site’s share image a site path and the size of its file', () => {
    expect(bundle.site.shareImage).toEqual({
      src: '/share/series.jpg',
      alt: 'The series name over hills',
      width: 1200,
      height: 630,
    });
  });

  it('builds the festival schedule by day, then time', () => {
    expect(
      festival?.schedule.map((day) => [day.dayLabel, day.slots.map((s) => s.films[0]?.name)]),
    ).toEqual([
      ['Friday, March 19', ['night_train', 'the_ferrymans_daughter']],
      ['Saturday, March 20', ['night_train']],
    ]);
  });

  it('derives education events with venue, formatted date and time, and image path', () => {
    expect(bundle.education.events[0]).toMatchObject({
      location: 'Joan C. Edwards Performing Arts Center',
      dateFormatted: 'Thursday, September 18, 2025',
      timeFormatted: '7:00 pm – 8:30 pm',
      imageUrl: '/education/lecture.jpg',
      imageAlt: 'Opening Lecture',
    });
  });

  it('keeps the analytics id from site.json when no override is given', () => {
    expect(bundle.site.analyticsId).toBe('G-SITE123');
  });
});

describe('loadContent analytics id', () => {
  it('uses a non-empty ANALYTICS_ID from the environment over site.json', () => {
    const saved = process.env.ANALYTICS_ID;
    process.env.ANALYTICS_ID = 'G-ENV999';
    try {
      expect(loadContent(writeContent(validFiles())).site.analyticsId).toBe('G-ENV999');
    } finally {
      if (saved === undefined) delete process.env.ANALYTICS_ID;
      else process.env.ANALYTICS_ID = saved;
    }
  });

  it('ignores an empty override', () => {
    const dir = writeContent(validFiles());
    expect(loadContent(dir, { analyticsId: '' }).site.analyticsId).toBe('G-SITE123');
  });
});

describe('loadContent sanitises HTML', () => {
  it('keeps allowed markup, forcing rel="noopener noreferrer" on links to a new tab', () => {
    const files = validFiles();
    show(files, 'shows/b_concert.json').content =
      '<h3>Cast</h3><p><a href="https://a.example.com" target="_blank">Site</a></p>';
    const concert = load(files).shows.find((s) => s.name === 'winter_lights_a_holiday_concert');
    expect(concert?.content).toBe(
      '<h3>Cast</h3><p><a href="https://a.example.com" target="_blank" rel="noopener noreferrer">Site</a></p>',
    );
  });

  it('rejects markup the allowlist would remove, naming every HTML field it is in', () => {
    const evil = '<p onclick="steal()">Hi<script>alert(1)</script></p>';
    const files = validFiles();
    const concert = show(files, 'shows/b_concert.json');
    concert.description = evil;
    concert.content = evil;
    concert.ticketInfo = evil;
    const festival = show(files, 'shows/a_festival.json');
    ((festival.shows as Json[])[0] as Json).description = evil;
    ((files['faq.json'] as Json[])[0] as Json).answer = evil;
    const education = files['education.json'] as Json;
    education.intro = evil;
    ((education.events as Json[])[0] as Json).description = evil;
    (education.professor as Json).bio = evil;

    try {
      load(files);
      throw new Error('expected the content to be rejected');
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      const problems = (error as ContentError).problems;
      expect(problems.map((p) => `${p.file} › ${p.entry} › ${p.field}`).sort()).toEqual(
        [
          `${concertFile} › ${concertEntry} › content`,
          `${concertFile} › ${concertEntry} › description`,
          `${concertFile} › ${concertEntry} › ticketInfo`,
          `${festivalFile} › ${festivalEntry} › shows[0].description`,
          'content/faq.json › FAQ item 1 › answer',
          'content/education.json › education › intro',
          'content/education.json › education › professor.bio',
          'content/education.json › education event "Opening Lecture" › description',
        ].sort(),
      );
      for (const problem of problems) {
        expect(problem.message).toContain('the onclick attribute of <p>');
        expect(problem.message).toContain('<script> with everything inside it');
      }
    }
  });

  it('names an unclosed <style> that would swallow the rest of the field', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.description = '<p>Carols.</p><style>p { color: red }<p>Bring a friend.</p>';
      }),
    );
    expect(message).toContain(`${concertFile} › ${concertEntry} › description: `);
    expect(message).toContain('unclosed <style> takes the rest of the field');
  });

  it('names a heading level the allowlist does not keep', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.content = '<h2>Program</h2><ul><li>Carols</li></ul>';
      }),
    );
    expect(message).toContain(`${concertFile} › ${concertEntry} › content: `);
    expect(message).toContain('<h2>');
  });
});

describe('loadContent rejects broken content, naming file, entry and field', () => {
  it('an impossible date', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.date = '2026-02-30T19:30';
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › date: is not a real date and time (got "2026-02-30T19:30")`,
    );
  });

  it('a missing title', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        delete s.title;
      }),
    );
    expect(message).toContain(`${concertFile} › show "b_concert" › title: is required`);
  });

  it('an unknown template', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.template = 'fancy';
      }),
    );
    expect(message).toContain(`${concertFile} › ${concertEntry} › template: must be one of`);
    expect(message).toContain('(got "fancy")');
  });

  it('a misspelt field instead of silently dropping it', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.tickts = 'https://tickets.example.com/winter';
      }),
    );
    expect(message).toContain(`${concertFile} › ${concertEntry}`);
    expect(message).toContain('tickts');
  });

  it('a malformed link', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.tickets = 'tickets.example.com/winter';
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › tickets: must be an absolute http(s) link (got "tickets.example.com/winter")`,
    );
  });

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

  it('a film language written out instead of as BCP 47 codes', () => {
    const message = failure(
      withChange('shows/a_festival.json', (s) => {
        ((s.shows as Json[])[0] as Json).language = 'Hindi and English';
        ((s.shows as Json[])[1] as Json).subtitles = ['english'];
      }),
    );
    expect(message).toContain(
      `${festivalFile} › ${festivalEntry} › shows[0].language: must be an array (got "Hindi and English")`,
    );
    expect(message).toContain(
      `${festivalFile} › ${festivalEntry} › shows[1].subtitles[0]: must be a BCP 47 language code`,
    );
  });

  it('a share image too small for a large social card', () => {
    const message = failure(validFiles(), {
      ...validPublicFiles(),
      'share/series.jpg': imageHeader(600, 315),
    });
    expect(message).toContain(
      'content/site.json › site › shareImage.src: must be at least 1200×630 pixels (got 600×315)',
    );
  });

  it('sponsor levels 11 and 0', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        const sponsors = s.sponsors as Json[];
        (sponsors[0] as Json).level = 11;
        (sponsors[1] as Json).level = 0;
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › sponsors[0].level: must be between 1 and 10 (got 11)`,
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › sponsors[1].level: must be between 1 and 10 (got 0)`,
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

  it('an accessibility service outside the vocabulary, listing the ones allowed', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.accessibility = ['wheelchair-seating', 'sign language'];
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › accessibility[1]: must be one of "asl-interpretation", "audio-description"`,
    );
    expect(message).toContain('(got "sign language")');
  });

  it('an accessibility service listed twice', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.accessibility = ['open-captions', 'open-captions'];
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › accessibility[1]: lists "open-captions" twice`,
    );
  });

  it('an education event with an unknown accessibility service', () => {
    const message = failure(
      withChange('education.json', (e) => {
        ((e.events as Json[])[0] as Json).accessibility = ['captions'];
      }),
    );
    expect(message).toContain(
      'content/education.json › education event "Opening Lecture" › accessibility[0]: must be one of',
    );
  });

  it('an education event at an unknown venue', () => {
    const message = failure(
      withChange('education.json', (e) => {
        ((e.events as Json[])[0] as Json).location = 'nowhere';
      }),
    );
    expect(message).toContain(
      'content/education.json › education event "Opening Lecture" › location: is not a venue id',
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

  it('a FAQ item without an answer, counted from 1', () => {
    const message = failure(
      withChange('faq.json', (faq) => {
        delete ((faq as unknown as Json[])[2] as Json).answer;
      }),
    );
    expect(message).toContain('content/faq.json › FAQ item 3 › answer: is required');
  });

  it('a venue missing its address', () => {
    const message = failure(
      withChange('venues.json', (v) => {
        delete (v.cinema as Json).streetAddress;
      }),
    );
    expect(message).toContain('content/venues.json › venue "cinema" › streetAddress: is required');
  });

  it('invalid JSON, naming the file', () => {
    const files = validFiles();
    delete files['shows/b_concert.json'];
    const dir = writeContent(files, { 'shows/b_concert.json': '{ "title": "Oops", }' });
    expect(() => loadContent(dir, { analyticsId: '' })).toThrow(
      /content\/shows\/b_concert\.json: is not valid JSON/,
    );
  });

  it('collects every problem into one error instead of stopping at the first', () => {
    const files = validFiles();
    show(files, 'shows/b_concert.json').date = '2026-13-01T19:30';
    show(files, 'shows/a_festival.json').location = 'nowhere';
    ((files['faq.json'] as Json[])[0] as Json).question = '';
    try {
      load(files);
      throw new Error('expected the content to be rejected');
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      const problems = (error as ContentError).problems;
      expect(problems.map((p) => `${p.file} ${p.field}`)).toEqual(
        expect.arrayContaining([
          'content/shows/b_concert.json date',
          'content/shows/a_festival.json location',
          'content/faq.json question',
        ]),
      );
      expect((error as Error).message).toMatch(/has 3 problems/);
    }
  });
});

describe('loadContent reads the real size of every image', () => {
  const bundle = load(validFiles());
  const concert = bundle.shows.find((s) => s.name === 'winter_lights_a_holiday_concert');
  const festival = bundle.shows.find((s) => s.festival);

  it('gives posters, social images and trailer thumbnails the size of their files', () => {
    expect(concert?.posterSize).toEqual({ width: 640, height: 960 });
    expect(concert?.socialImageSize).toEqual({ width: 1200, height: 630 });
    expect(concert?.trailerThumbnailSize).toEqual({ width: 1280, height: 720 });
  });

  it('gives each film poster its own size, however small', () => {
    expect(festival?.shows.map((film) => film.posterSize)).toEqual([
      { width: 600, height: 900 },
      { width: 500, height: 750 },
    ]);
  });

  it('gives photos, description and education images the size of their files', () => {
    const files = withChange('shows/b_concert.json', (s) => {
      s.photos = [{ file: 'choir.jpg', alt: 'The choir' }];
      s.descriptionImage = 'stage.png';
    });
    const publicFiles = {
      ...validPublicFiles(),
      [`${concertFolder}/choir.jpg`]: imageHeader(1500, 1000),
      [`${concertFolder}/stage.png`]: imageHeader(900, 300),
    };
    const loaded = load(files, publicFiles);
    const show = loaded.shows.find((s) => s.name === 'winter_lights_a_holiday_concert');
    expect(show?.photos).toEqual([
      { src: `/${concertFolder}/choir.jpg`, alt: 'The choir', width: 1500, height: 1000 },
    ]);
    expect(show?.descriptionImageSize).toEqual({ width: 900, height: 300 });
    expect(loaded.education.events[0]?.imageSize).toEqual({ width: 600, height: 400 });
  });
});

describe('loadContent names every broken file content points to', () => {
  function without(file: string): Record<string, Buffer | string> {
    const files = validPublicFiles();
    delete files[file];
    return files;
  }

  it('a missing poster', () => {
    const message = failure(validFiles(), without(`${concertFolder}/poster.jpg`));
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › poster: public/${concertFolder}/poster.jpg does not exist`,
    );
  });

  it('a photo, description image or logo image that is not there', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.photos = [{ file: 'nope.jpg', alt: 'Nothing' }];
        s.descriptionImage = 'gone.jpg';
        s.logoImage = 'logo.png';
      }),
    );
    expect(message).toContain(
      `${concertEntry} › photos[0].file: public/${concertFolder}/nope.jpg does not exist`,
    );
    expect(message).toContain(
      `${concertEntry} › descriptionImage: public/${concertFolder}/gone.jpg does not exist`,
    );
    expect(message).toContain(
      `${concertEntry} › logoImage: public/${concertFolder}/logo.png does not exist`,
    );
  });

  it('a missing film poster, sponsor logo, download, education image or site logo', () => {
    const publicFiles = validPublicFiles();
    for (const file of [
      `${festivalFolder}/films/night_train.jpg`,
      'sponsors/first_bank.jpg',
      'downloads/schedule.pdf',
      'education/lecture.jpg',
      'logos/x.svg',
    ]) {
      delete publicFiles[file];
    }
    const message = failure(validFiles(), publicFiles);
    expect(message).toContain(
      `${festivalEntry} › shows[1].poster: public/${festivalFolder}/films/night_train.jpg does not exist`,
    );
    expect(message).toContain(
      `${concertEntry} › sponsors[2].name: public/sponsors/first_bank.jpg does not exist`,
    );
    expect(message).toContain(
      `${festivalEntry} › download: public/downloads/schedule.pdf does not exist`,
    );
    expect(message).toContain(
      'education event "Opening Lecture" › image: public/education/lecture.jpg does not exist',
    );
    expect(message).toContain(
      'content/site.json › site › logos.series.src: public/logos/x.svg does not exist',
    );
  });

  it('an empty (0-byte) image', () => {
    const message = failure(validFiles(), {
      ...validPublicFiles(),
      [`${concertFolder}/poster.jpg`]: Buffer.alloc(0),
    });
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › poster: public/${concertFolder}/poster.jpg is an empty file (0 bytes)`,
    );
  });

  it('a file that is not an image', () => {
    const message = failure(validFiles(), {
      ...validPublicFiles(),
      [`${festivalFolder}/films/night_train.jpg`]: 'not really a picture',
    });
    expect(message).toContain(
      `${festivalEntry} › shows[1].poster: public/${festivalFolder}/films/night_train.jpg is not an image the site can read`,
    );
  });
});

describe('loadContent rejects names too long for a file name', () => {
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

describe('loadContent rejects local times the clocks skip or repeat', () => {
  it('a show in the spring-forward gap', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.date = '2027-03-14T02:30';
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › date: 2027-03-14T02:30 does not exist in America/New_York`,
    );
  });

  it('a show in the repeated autumn hour', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.date = '2026-11-01T01:30';
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › date: 2026-11-01T01:30 happens twice in America/New_York`,
    );
  });

  it('a screening and an education event in the gap', () => {
    const files = withChange('shows/a_festival.json', (s) => {
      s.date = '2027-03-13T18:00';
      s.schedule = { '2027-03-14': { '02:15': 'night_train', '19:00': "The Ferryman's Daughter" } };
    });
    const event = ((files['education.json'] as Json).events as Json[])[0] as Json;
    event.date = '2027-03-14';
    event.time = '02:00';
    delete event.endTime;
    const message = failure(files);
    expect(message).toContain(
      `${festivalEntry} › schedule.2027-03-14.02:15: 2027-03-14T02:15 does not exist`,
    );
    expect(message).toContain(
      'education event "Opening Lecture" › time: 2027-03-14T02:00 does not exist',
    );
  });

  it('accepts the hours either side of both changes', () => {
    for (const date of [
      '2027-03-14T01:59',
      '2027-03-14T03:00',
      '2026-11-01T00:59',
      '2026-11-01T02:00',
    ]) {
      const files = withChange('shows/b_concert.json', (s) => {
        s.date = date;
      });
      expect(() => load(files)).not.toThrow();
    }
  });
});

describe('loadContent points at JSON syntax errors', () => {
  it('gives the line and column of a trailing comma', () => {
    const files = validFiles();
    delete files['shows/b_concert.json'];
    const text = '{\n  "title": "Oops",\n  "date": "2026-12-12T19:30",\n}\n';
    const dir = writeContent(files, { 'shows/b_concert.json': text });
    expect(() => loadContent(dir, { analyticsId: '' })).toThrow(
      /content\/shows\/b_concert\.json: is not valid JSON: line 4, column 1: /,
    );
  });

  it('points at the end of a file cut short', () => {
    const files = validFiles();
    delete files['faq.json'];
    // The second line is 23 characters long, so the input ends at its column 24.
    const dir = writeContent(files, { 'faq.json': '[\n  { "question": "Why?",' });
    expect(() => loadContent(dir, { analyticsId: '' })).toThrow(
      /content\/faq\.json: is not valid JSON: line 2, column 24: /,
    );
  });

  it('accepts a file that starts with a byte-order mark', () => {
    const files = validFiles();
    const faq = files['faq.json'];
    delete files['faq.json'];
    const dir = writeContent(files, { 'faq.json': `\uFEFF${JSON.stringify(faq, null, 4)}` });
    expect(loadContent(dir, { analyticsId: '' }).faq).toHaveLength((faq as unknown[]).length);
  });
});

describe('loadContent gives every show a season (July to June)', () => {
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

describe('loadContent: status and sale dates (docs/product-rules.md#show-status)', () => {
  const change = (edit: (s: Json) => void) => withChange('shows/b_concert.json', edit);
  const at = (field: string) => `${concertFile} › ${concertEntry} › ${field}: `;

  it('defaults a show to scheduled at revision 0', () => {
    const concert = load(validFiles()).shows.find((s) => s.sourceFile === concertFile);
    expect(concert).toMatchObject({ status: 'scheduled', revision: 0 });
  });

  it.each(['soldOut', 'cancelled', 'postponed'])('accepts status %s', (status) => {
    const concert = load(change((s) => (s.status = status))).shows.find(
      (s) => s.sourceFile === concertFile,
    );
    expect(concert?.status).toBe(status);
  });

  it('formats the date a rescheduled show was first announced for', () => {
    const concert = load(
      change((s) => {
        s.status = 'rescheduled';
        s.previousDate = '2026-11-28T19:30';
      }),
    ).shows.find((s) => s.sourceFile === concertFile);
    expect(concert?.previousDateFormatted).toBe('Saturday, November 28, 2026, 7:30 pm');
  });

  it('gives the public sale as words and as an instant at the venue', () => {
    const concert = load(change((s) => (s.onSale = '2026-10-01T10:00'))).shows.find(
      (s) => s.sourceFile === concertFile,
    );
    expect(concert?.onSaleFormatted).toBe('Thursday, October 1, 2026, 10:00 am');
    expect(concert?.onSaleInstant).toBe('2026-10-01T14:00:00.000Z');
  });

  it('rejects an unknown status', () => {
    expect(failure(change((s) => (s.status = 'soldout')))).toContain(
      `${at('status')}must be one of "scheduled", "soldOut", "cancelled", "postponed", "rescheduled"`,
    );
  });

  it('rejects a rescheduled show without the previous date', () => {
    expect(failure(change((s) => (s.status = 'rescheduled')))).toContain(
      `${at('previousDate')}is required when status is "rescheduled"`,
    );
  });

  it('rejects a previous date on a show that is not rescheduled', () => {
    const message = failure(
      change((s) => {
        s.status = 'postponed';
        s.previousDate = '2026-11-28T19:30';
      }),
    );
    expect(message).toContain(`${at('previousDate')}belongs only to a rescheduled event`);
  });

  it('keeps the date of a cancelled show required', () => {
    const message = failure(
      change((s) => {
        s.status = 'cancelled';
        delete s.date;
      }),
    );
    expect(message).toContain(`${at('date')}is required`);
  });

  it('rejects a public sale that opens after the show starts', () => {
    expect(failure(change((s) => (s.onSale = '2026-12-13T10:00')))).toContain(
      `${at('onSale')}must be before the show starts`,
    );
  });

  it('rejects a public sale without a tickets link', () => {
    const message = failure(
      change((s) => {
        s.tickets = '';
        s.onSale = '2026-10-01T10:00';
      }),
    );
    expect(message).toContain(`${at('onSale')}needs a "tickets" link`);
  });

  it('rejects a presale link without a public sale date', () => {
    const message = failure(
      change((s) => (s.presaleTickets = 'https://tickets.example.com/presale')),
    );
    expect(message).toContain(`${at('presaleTickets')}needs "onSale"`);
  });

  it('rejects a public sale at a time the clocks skip', () => {
    expect(failure(change((s) => (s.onSale = '2026-03-08T02:30')))).toContain(
      `${at('onSale')}2026-03-08T02:30 does not exist`,
    );
  });

  it('rejects a negative or fractional revision', () => {
    expect(failure(change((s) => (s.revision = -1)))).toContain(
      `${at('revision')}must be 0 or more`,
    );
    expect(failure(change((s) => (s.revision = 1.5)))).toContain(
      `${at('revision')}must be a whole number`,
    );
  });

  it('rejects sold out on an education event, which sells no tickets', () => {
    const message = failure(
      withChange('education.json', (e) => {
        ((e.events as Json[])[0] as Json).status = 'soldOut';
      }),
    );
    expect(message).toContain(
      'content/education.json › education event "Opening Lecture" › status: must be one of "scheduled", "cancelled", "postponed", "rescheduled"',
    );
  });

  it('rejects a rescheduled education event without the previous date', () => {
    const message = failure(
      withChange('education.json', (e) => {
        ((e.events as Json[])[0] as Json).status = 'rescheduled';
      }),
    );
    expect(message).toContain(
      'content/education.json › education event "Opening Lecture" › previousDate: is required',
    );
  });
});
