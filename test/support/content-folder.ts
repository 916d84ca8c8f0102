/**
 * A small content folder written to a temporary directory, for the loader's tests that need content
 * the fixture folder (test/fixtures/content/) must not hold: each test clones this valid folder,
 * breaks or changes one thing and loads it with the real loader (lib/content/load.ts). Tests that
 * only read valid content load the fixture folder instead (test/support/fixture-content.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ContentError, loadContent } from '../../lib/content/load';

export type Json = Record<string, unknown>;

// A minimal valid content folder. Each test clones it, breaks one thing and loads it.
export function validFiles(): Record<string, unknown> {
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
      programName: 'Visiting Professor Program',
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
          image: { file: 'lecture.jpg', alt: 'A lectern under a spotlight' },
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
          trailerAccess: { captions: true, soundtrackCarriesAll: true },
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
      trailerAccess: { captions: true, describedVersion: 'https://youtu.be/Ab_Cd-124' },
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
export function imageHeader(width: number, height: number): Buffer {
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

export const festivalFolder = 'shows/test_international_film_festival';
export const concertFolder = 'shows/winter_lights_a_holiday_concert';

/** Every file the valid content points to, under public/. */
export function validPublicFiles(): Record<string, Buffer | string> {
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

export const concertFile = 'content/shows/b_concert.json';
export const concertEntry = 'show "winter_lights_a_holiday_concert"';
export const festivalFile = 'content/shows/a_festival.json';
export const festivalEntry = 'show "test_international_film_festival"';

const tempDirs: string[] = [];

export function writeContent(
  files: Record<string, unknown>,
  raw: Record<string, string> = {},
  publicFiles: Record<string, Buffer | string> = validPublicFiles(),
): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-loader-'));
  tempDirs.push(root);
  const contentDir = path.join(root, 'content');
  fs.mkdirSync(path.join(contentDir, 'shows'), { recursive: true });
  for (const [name, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(contentDir, name)), { recursive: true });
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

/** A day before every show of validFiles(): each is still to come and needs all its pictures. */
export const BEFORE_THE_SEASON = '2026-08-01';

export function load(
  files: Record<string, unknown>,
  publicFiles: Record<string, Buffer | string> = validPublicFiles(),
  buildDay: string = BEFORE_THE_SEASON,
) {
  return loadContent(writeContent(files, {}, publicFiles), { analyticsId: '', buildDay });
}

/** Loads content that must fail and returns the ContentError's message. */
export function failure(
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

export function withChange(file: string, change: (data: Json) => void): Record<string, unknown> {
  const files = validFiles();
  const data = files[file] as Json;
  change(data);
  return files;
}

export function show(files: Record<string, unknown>, file: string): Json {
  return files[file] as Json;
}
