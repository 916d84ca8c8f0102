/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { fixtureContent, FIXTURE_CONTENT_DIR } from '../../../test/support/fixture-content';
import { showSchema } from './show-schema';

/** The fixture run, read as staff wrote it: expectations come from the file, not the loader. */
const runFile = path.join(FIXTURE_CONTENT_DIR, 'shows', 'the_harbour_players.json');
const written = JSON.parse(fs.readFileSync(runFile, 'utf8')) as {
  date: string;
  tickets: string;
  accessibility: string[];
  performances: Array<{
    date: string;
    status?: string;
    tickets?: string;
    note?: string;
    onSale?: string;
    accessibility?: string[];
  }>;
};
const run = fixtureContent.shows.find((show) =>
  show.sourceFile.endsWith('the_harbour_players.json'),
);

function problems(change: (show: Record<string, unknown>) => void): string[] {
  const data = JSON.parse(JSON.stringify(written)) as Record<string, unknown>;
  data.title = 'A Run';
  data.description = '<p>x</p>';
  change(data);
  const result = showSchema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const performances = (show: Record<string, unknown>) =>
  show.performances as Array<Record<string, unknown>>;

describe('a run as the loader gives it to pages', () => {
  it('has every performance of the file, in date order', () => {
    expect(run?.performances.map((p) => p.date)).toEqual(
      written.performances.map((p) => p.date).sort(),
    );
  });

  it('fills in what a performance leaves to the show, and keeps what it sets', () => {
    for (const own of written.performances) {
      const p = run?.performances.find((candidate) => candidate.date === own.date);
      expect(p?.status).toBe(own.status ?? 'scheduled');
      expect(p?.tickets).toBe(own.tickets ?? written.tickets);
      expect(p?.note).toBe(own.note);
      expect(p?.onSaleInstant !== undefined).toBe(own.onSale !== undefined);
      expect(p?.accessibility).toEqual(
        expect.arrayContaining([...written.accessibility, ...(own.accessibility ?? [])]),
      );
    }
  });

  it('ends with its last performance and lists the services of any performance', () => {
    const days = written.performances.map((p) => p.date.slice(0, 10)).sort();
    expect(run?.day).toBe(days[0]);
    expect(run?.endDate).toBe(days[days.length - 1]);
    const some = new Set(written.performances.flatMap((p) => p.accessibility ?? []));
    for (const service of [...written.accessibility, ...some]) {
      expect(run?.accessibility).toContain(service);
    }
    expect(run?.accessibilityAtEvery).toEqual(written.accessibility);
  });

  it('gives a show with one date one performance, made of the show', () => {
    for (const show of fixtureContent.shows.filter((s) => s !== run)) {
      expect(show.performances).toHaveLength(1);
      expect(show.performances[0]).toMatchObject({
        date: show.date,
        status: show.status,
        tickets: show.tickets,
        onSaleInstant: show.onSaleInstant,
      });
    }
  });
});

describe('performance rules (docs/rules/shows.md#performances)', () => {
  it('the fixture run is valid', () => {
    expect(problems(() => {})).toEqual([]);
  });

  it('rejects two performances at the same time, naming the second', () => {
    const found = problems((show) => {
      performances(show)[1]!.date = performances(show)[0]!.date;
    });
    expect(found.some((p) => p.startsWith('performances.1.date: is also the time of'))).toBe(true);
  });

  it("rejects a performance outside the show's season", () => {
    const found = problems((show) => {
      performances(show).push({ date: '2027-08-01T19:30' });
    });
    expect(found.some((p) => /^performances\.\d+\.date: falls in the 2027-28 season/.test(p))).toBe(
      true,
    );
  });

  it("requires the show's date to be the first performance", () => {
    const found = problems((show) => {
      show.date = '2027-02-14T14:00';
    });
    expect(found.some((p) => p.startsWith("date: must be the first performance's"))).toBe(true);
  });

  it('applies the status rules to each performance', () => {
    const found = problems((show) => {
      performances(show)[0]!.status = 'rescheduled';
    });
    expect(found.some((p) => p.startsWith('performances.0.previousDate: is required'))).toBe(true);
    const other = problems((show) => {
      performances(show)[0]!.previousDate = '2027-02-01T19:30';
    });
    expect(other.some((p) => p.startsWith('performances.0.previousDate: belongs only'))).toBe(true);
  });

  it('rejects a value set on both the show and a performance', () => {
    expect(
      problems((show) => {
        show.status = 'soldOut';
      }).some((p) => /^performances\.\d+\.status: conflicts with the show's status/.test(p)),
    ).toBe(true);
    expect(
      problems((show) => {
        performances(show)[1]!.accessibility = [...written.accessibility];
      }).some((p) => p.startsWith('performances.1.accessibility.0:')),
    ).toBe(true);
    expect(
      problems((show) => {
        show.onSale = '2027-01-10T10:00';
      }).some((p) => /^performances\.\d+\.onSale: conflicts/.test(p)),
    ).toBe(true);
  });

  it("rejects a performance's sale opening after it starts", () => {
    const found = problems((show) => {
      const last = performances(show).find((p) => p.onSale !== undefined)!;
      last.onSale = '2027-03-01T10:00';
    });
    expect(found.some((p) => /^performances\.\d+\.onSale: must be before/.test(p))).toBe(true);
  });

  it('rejects performances on a festival and an end date beside them', () => {
    expect(
      problems((show) => {
        show.endDate = '2027-02-14';
      }).some((p) => p.startsWith('endDate:')),
    ).toBe(true);
    expect(
      problems((show) => {
        show.festival = true;
      }).some((p) => p.startsWith('performances:')),
    ).toBe(true);
  });
});
