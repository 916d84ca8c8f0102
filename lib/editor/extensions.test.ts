/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { registerExtensions } from './extensions';

type Methods = { fromFile: (text: string) => unknown; toFile: (value: unknown) => string };

function format(name: string): Methods {
  const formats = new Map<string, Methods>();
  registerExtensions({
    registerCustomFormat: (name: string, _extension: string, methods: Methods) =>
      void formats.set(name, methods),
    registerPreviewStyle: () => undefined,
  } as unknown as Parameters<typeof registerExtensions>[0]);
  const found = formats.get(name);
  if (!found) throw new Error(`no ${name} format registered`);
  return found;
}

const fixture = (file: string) =>
  readFileSync(path.join(__dirname, '..', '..', 'test', 'fixtures', 'content', file), 'utf8');

const festivalFile = fixture('shows/film_festival.json');

describe('the shows file format of the editor', () => {
  it('opens a festival schedule as rows and saves it back as the map the build reads', () => {
    const { fromFile, toFile } = format('shows-json');
    // The schedule sits under the festival heading of the form (lib/editor/groups.ts).
    const opened = fromFile(festivalFile) as { festivalGroup: { schedule: unknown[] } };
    expect(opened.festivalGroup.schedule[0]).toEqual({
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      time: expect.stringMatching(/^\d{2}:\d{2}$/),
      film: expect.any(String),
    });
    expect(JSON.parse(toFile(opened))).toEqual(JSON.parse(festivalFile));
  });

  it('saves a show whose schedule rows were all removed without a schedule', () => {
    const { toFile } = format('shows-json');
    expect(JSON.parse(toFile({ title: 'Festival', schedule: [] }))).toEqual({ title: 'Festival' });
  });
});

describe('the venues file format of the editor', () => {
  it('opens the venues as rows with their ids and saves them back as the same map', () => {
    const { fromFile, toFile } = format('venues-json');
    const venuesFile = fixture('venues.json');
    const rows = fromFile(venuesFile) as Array<{ id: string }>;
    expect(rows.map((row) => row.id)).toEqual(Object.keys(JSON.parse(venuesFile) as object));
    expect(JSON.parse(toFile(rows))).toEqual(JSON.parse(venuesFile));
  });
});
