/** @jest-environment node */
// The on-sale reminder files (docs/rules/calendars.md#on-sale-reminders): which the build writes,
// and what a called-off show's file holds.
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

const ON_SALE = '2027-01-05T15:00:00.000Z';

/** The standard show, its sale opening at `onSale` (or naming none) and with `status`. */
function show(name: string, onSale: string | undefined, status: Show['status'] = 'scheduled') {
  const base = makeShow({ name, status });
  return {
    ...base,
    performances: base.performances.map((p) => ({ ...p, status, onSaleInstant: onSale })),
  };
}

describe('the on-sale reminder files', () => {
  it('writes a file for each show that names a public sale date, and none for the others', () => {
    season([show('selling', ON_SALE), show('no_date', undefined)]);
    expect(generateStaticParams()).toEqual([{ file: 'selling.ics' }]);
  });

  it('keeps the file of a called-off show that names a sale date', () => {
    season([show('off', ON_SALE, 'cancelled')]);
    expect(generateStaticParams()).toEqual([{ file: 'off.ics' }]);
  });

  it('writes only the stand-in when no show names a sale date, so the build goes on', () => {
    season([show('no_date', undefined), show('other', undefined)]);
    expect(generateStaticParams()).toEqual([{ file: 'not-found.ics' }]);
  });

  it("holds a reminder in a selling show's file and none in a cancelled show's", async () => {
    season([show('selling', ON_SALE), show('off', ON_SALE, 'cancelled')]);
    const events = async (file: string) => {
      const response = await GET(new Request('https://example.org/'), {
        params: Promise.resolve({ file }),
      });
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).toMatch(/^BEGIN:VCALENDAR/);
      return body.split('BEGIN:VEVENT').length - 1;
    };
    expect(await events('selling.ics')).toBe(1);
    expect(await events('off.ics')).toBe(0);
  });

  it('answers the stand-in as a show it does not know', async () => {
    season([show('no_date', undefined)]);
    const response = await GET(new Request('https://example.org/'), {
      params: Promise.resolve({ file: 'not-found.ics' }),
    });
    expect(response.status).toBe(404);
  });
});
