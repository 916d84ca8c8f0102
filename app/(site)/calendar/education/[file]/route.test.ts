/** @jest-environment node */
// The education events' calendar files (docs/rules/calendars.md#a-calendar-file-stays).
import { getEducation } from '@/lib/content';
import type { EducationEvent } from '@/lib/content/types';
import { educationEventSlug } from '@/lib/outputs/calendar';
import { makeEducation, makeEducationEvent, series } from '@/test/support/fixture-content';
import { GET, generateStaticParams } from './route';

jest.mock('@/lib/content', () => ({
  getEducation: jest.fn(),
  getSeries: jest.fn(() => series),
}));

const held = makeEducationEvent({ name: 'Open Rehearsal', date: '2027-02-10' });
const off = makeEducationEvent({ name: 'Composer Talk', date: '2027-02-12', status: 'cancelled' });
const moved = makeEducationEvent({ name: 'Dance Class', date: '2027-02-14', status: 'postponed' });

function fileOf(event: EducationEvent) {
  return { file: `${educationEventSlug(event)}.ics` };
}

describe('the education calendar files', () => {
  it('keeps the file of a called-off event beside the others', () => {
    jest.mocked(getEducation).mockReturnValue(makeEducation([held, off]));
    expect(generateStaticParams()).toEqual([fileOf(held), fileOf(off)]);
  });

  it('still writes the files when every event is called off, so the build goes on', () => {
    jest.mocked(getEducation).mockReturnValue(makeEducation([off, moved]));
    expect(generateStaticParams()).toEqual([fileOf(off), fileOf(moved)]);
  });

  it("marks a cancelled event's file CANCELLED", async () => {
    jest.mocked(getEducation).mockReturnValue(makeEducation([off]));
    const response = await GET(new Request('https://example.org/'), {
      params: Promise.resolve(fileOf(off)),
    });
    const events = (await response.text()).split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(1);
    expect(events[0]).toContain('STATUS:CANCELLED');
  });
});
