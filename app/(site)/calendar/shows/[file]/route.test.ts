/** @jest-environment node */
// The shows' calendar files (docs/rules/calendars.md#a-calendar-file-stays): which the build
// writes, and what a called-off show's file says.
import { findShow, getAllShows } from '@/lib/content';
import type { Show } from '@/lib/content/types';
import { makeShow, series } from '@/test/support/fixture-content';
import { GET, generateStaticParams } from './route';

jest.mock('@/lib/content', () => ({
  getAllShows: jest.fn(),
  findShow: jest.fn(),
  getSeries: jest.fn(() => series),
}));

function season(shows: Show[]) {
  jest.mocked(getAllShows).mockReturnValue(shows);
  jest.mocked(findShow).mockImplementation((name) => shows.find((show) => show.name === name));
}

function called(name: string, status: 'cancelled' | 'postponed'): Show {
  const show = makeShow({ name });
  return { ...show, status, performances: show.performances.map((p) => ({ ...p, status })) };
}

describe('the shows calendar files', () => {
  it('writes a file for each show that takes place', () => {
    season([makeShow({ name: 'first' }), makeShow({ name: 'second', status: 'soldOut' })]);
    expect(generateStaticParams()).toEqual([{ file: 'first.ics' }, { file: 'second.ics' }]);
  });

  it('keeps the file of a called-off show beside the others', () => {
    season([makeShow({ name: 'held' }), called('off', 'cancelled')]);
    expect(generateStaticParams()).toEqual([{ file: 'held.ics' }, { file: 'off.ics' }]);
  });

  it('still writes the files when every show is called off, so the build goes on', () => {
    season([called('one', 'cancelled'), called('two', 'postponed')]);
    expect(generateStaticParams()).toEqual([{ file: 'one.ics' }, { file: 'two.ics' }]);
  });

  it("marks each event of a cancelled show's file CANCELLED", async () => {
    const show = called('off', 'cancelled');
    season([show]);
    const response = await GET(new Request('https://example.org/'), {
      params: Promise.resolve({ file: 'off.ics' }),
    });
    const events = (await response.text()).split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(show.performances.length);
    for (const event of events) expect(event).toContain('STATUS:CANCELLED');
  });
});
