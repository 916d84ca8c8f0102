/**
 * @jest-environment node
 */
// Every audio introduction in content/ is a recording of its transcript
// (docs/rules/shows.md#audio-introductions): long enough, and at a reading pace for its words, so
// a silent stub or another show's file cannot stand in for one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { audioSeconds } from './rules/audio-duration';
import { AUDIO_EXTENSIONS, fitsTranscript } from './rules/audio-introduction';

const ROOT = path.join(__dirname, '..', '..', '..');
const SHOWS = path.join(ROOT, 'content', 'shows');

interface Introduction {
  file: string;
  transcript: string;
}

const introductions = readdirSync(SHOWS)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => {
    const show = JSON.parse(readFileSync(path.join(SHOWS, file), 'utf8')) as {
      audioIntroduction?: Introduction;
    };
    return show.audioIntroduction ? [{ file, intro: show.audioIntroduction }] : [];
  });

const words = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

/** What the check reads of one introduction: the file's length, the transcript's words. */
function reading(intro: Introduction, bytes: Uint8Array) {
  const extension = path.extname(intro.file).slice(1) as (typeof AUDIO_EXTENSIONS)[number];
  const seconds = audioSeconds(extension, bytes);
  const count = words(intro.transcript);
  return { seconds, words: count, fits: seconds !== undefined && fitsTranscript(seconds, count) };
}

for (const { file, intro } of introductions) {
  test(`content/shows/${file}: audioIntroduction.file is a reading of its transcript`, () => {
    const folder = path.join(ROOT, 'public', 'shows', path.basename(file, '.json'));
    const found = reading(intro, readFileSync(path.join(folder, intro.file)));
    expect(found).toEqual({ ...found, fits: true });
  });
}

test('a one-second silent WAV does not pass for a transcript', () => {
  // 8,000 bytes a second of silence, one second of it.
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(8000, 40);
  const stub = new Uint8Array([...header, ...new Uint8Array(8000)]);
  const transcript = '<p>Welcome to the audio introduction.</p>';
  expect(reading({ file: 'introduction.wav', transcript }, stub)).toEqual({
    seconds: 1,
    words: 5,
    fits: false,
  });
});
