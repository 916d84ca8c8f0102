import { newsSchema, noteKey } from './news-schema';

const note = (title: string, date: string) => ({ title, date, text: 'The box office moves.' });

function issues(input: unknown): string[] {
  const result = newsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe("staff's announcements", () => {
  it('may be none', () => {
    expect(issues([])).toEqual([]);
  });

  it('may share a title on another date, or a date under another title', () => {
    expect(
      issues([
        note('Box office hours', '2026-06-01T09:00'),
        note('Box office hours', '2026-06-02T09:00'),
        note('Parking', '2026-06-01T09:00'),
      ]),
    ).toEqual([]);
  });

  it('refuse a note pasted twice, naming the later one and the first by its number', () => {
    expect(
      issues([
        note('Parking', '2026-05-01T09:00'),
        note('Box office hours', '2026-06-01T09:00'),
        note('Box office hours', '2026-06-01T09:00'),
        note('Box office hours', '2026-06-01T09:00'),
      ]),
    ).toEqual([
      expect.stringMatching(
        /^2: has the same title and date as announcement 2 \("Box office hours", 2026-06-01T09:00\)/,
      ),
      expect.stringMatching(/^3: has the same title and date as announcement 2 /),
    ]);
  });

  it('are told apart by date and title together', () => {
    expect(noteKey(note('a', '2026-06-01T09:00'))).not.toBe(noteKey(note('a', '2026-06-02T09:00')));
    expect(noteKey(note('a', '2026-06-01T09:00'))).not.toBe(noteKey(note('b', '2026-06-01T09:00')));
    expect(noteKey(note('a', '2026-06-01T09:00'))).toBe(noteKey(note('a', '2026-06-01T09:00')));
  });
});
