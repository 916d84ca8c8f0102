/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { registerExtensions } from './editor-extensions';

type Methods = { fromFile: (text: string) => unknown; toFile: (value: unknown) => string };

function showsFormat(): Methods {
  const formats = new Map<string, Methods>();
  registerExtensions({
    registerCustomFormat: (name: string, _extension: string, methods: Methods) =>
      void formats.set(name, methods),
    registerPreviewStyle: () => undefined,
  } as unknown as Parameters<typeof registerExtensions>[0]);
  const format = formats.get('shows-json');
  if (!format) throw new Error('no shows-json format registered');
  return format;
}

const festivalFile = readFileSync(
  path.join(__dirname, '..', 'test', 'fixtures', 'content', 'shows', 'film_festival.json'),
  'utf8',
);

describe('the shows file format of the editor', () => {
  it('opens a festival schedule as rows and saves it back as the map the build reads', () => {
    const { fromFile, toFile } = showsFormat();
    const opened = fromFile(festivalFile) as { schedule: unknown[] };
    expect(opened.schedule[0]).toEqual({
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      time: expect.stringMatching(/^\d{2}:\d{2}$/),
      film: expect.any(String),
    });
    expect(JSON.parse(toFile(opened))).toEqual(JSON.parse(festivalFile));
  });

  it('saves a show whose schedule rows were all removed without a schedule', () => {
    const { toFile } = showsFormat();
    expect(JSON.parse(toFile({ title: 'Festival', schedule: [] }))).toEqual({ title: 'Festival' });
  });
});
