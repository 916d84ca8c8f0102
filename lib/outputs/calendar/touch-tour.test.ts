/**
 * @jest-environment node
 */
import ICAL from 'ical.js';
import type { Show } from '@/lib/content/types';
import { fixtureContent, series } from '@/test/support/fixture-content';
import { feedCalendar } from './feeds';
import { showCalendar } from './ical';

// A touch tour has its own time before its performance (docs/rules/visiting.md#accessibility-services):
// the performance's calendar event starts with the performance, and its description gives the
// tour's time, read here by ical.js, a parser independent of the one writing the file.

const GENERATED = new Date('2026-08-01T12:00:00Z');

/** The fixture run; its Sunday 2:00 pm performance (14 February 2027) offers a touch tour. */
const harbour = fixtureContent.shows.find((show) => show.name === 'the_harbour_players');
if (!harbour) throw new Error('the fixture content has no run the_harbour_players');
const SUNDAY = '2027-02-14T14:00';

/** The run with the Sunday tour at `touchTourTime` (none: the file gives no time). */
function runWithTour(touchTourTime?: string): Show {
  return {
    ...harbour!,
    performances: harbour!.performances.map((p) =>
      p.date === SUNDAY && touchTourTime ? { ...p, touchTourTime } : p,
    ),
  };
}

function sundayEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
  }
  const event = calendar
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v))
    .find((e) => e.uid === 'show-the_harbour_players-20270214T1400@www.example.edu');
  if (!event) throw new Error('no event for the Sunday performance');
  return event;
}

describe('a touch tour in the calendar files', () => {
  it('gives the tour’s own time in the performance’s event, which starts with the performance', () => {
    const event = sundayEvent(showCalendar(runWithTour('12:45 pm'), series, GENERATED));
    expect(event.description).toContain('Touch tour: 12:45 pm, before the 2:00 pm performance.');
    expect(event.description).not.toMatch(/Touch tour[,.]/);
    expect(event.startDate.hour).toBe(14);
    expect(event.startDate.minute).toBe(0);
  });

  it('names the tour among the services when the file gives it no time', () => {
    const event = sundayEvent(showCalendar(runWithTour(), series, GENERATED));
    expect(event.description).toMatch(/Audio description, Touch tour, /);
    expect(event.description).not.toContain('before the');
  });

  it('gives the tour’s time in the touch tour feed', () => {
    const text = feedCalendar(
      { kind: 'accessibility', service: 'touch-tour' },
      {
        shows: [runWithTour('1:15 pm')],
        education: { ...fixtureContent.education, events: [] },
        today: '2026-09-01',
        series,
      },
      GENERATED,
    );
    expect(sundayEvent(text).description).toContain(
      'Touch tour: 1:15 pm, before the 2:00 pm performance.',
    );
  });
});

describe('a called-off performance in the calendar files', () => {
  it.each(['cancelled', 'postponed'] as const)(
    'names no service and no touch tour for a %s performance, only its status',
    (status) => {
      const show = runWithTour('12:45 pm');
      const off: Show = {
        ...show,
        performances: show.performances.map((p) => (p.date === SUNDAY ? { ...p, status } : p)),
      };
      const event = sundayEvent(showCalendar(off, series, GENERATED));
      expect(event.description).toMatch(/^(Cancelled|Postponed)/);
      expect(event.description).not.toMatch(/Touch tour|ASL interpretation|Audio description/);
    },
  );
});
