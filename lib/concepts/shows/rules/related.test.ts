import { fixtureContent, makeEducationEvent, makeShow } from '@/test/support/fixture-content';
import {
  educationCandidate,
  MAX_RELATED,
  relatedEvents,
  showCandidate,
  type RelatedCandidate,
} from './related';

const TODAY = '2026-09-01';

function candidate(key: string, overrides: Partial<RelatedCandidate> = {}): RelatedCandidate {
  return {
    key,
    showName: key,
    day: '2027-01-10',
    related: [],
    performers: [],
    calledOff: false,
    ...overrides,
  };
}

const keys = (items: readonly RelatedCandidate[]) => items.map((item) => item.key);

describe('relatedEvents', () => {
  it('puts an explicit link first, whichever side wrote it', () => {
    const subject = candidate('talk', { related: ['play'], series: 'speaker-series' });
    const others = [
      candidate('other_talk', { series: 'speaker-series', day: '2026-10-01' }),
      candidate('play', { day: '2027-05-01' }),
      candidate('concert', { related: ['talk'], day: '2027-06-01' }),
    ];
    expect(keys(relatedEvents(subject, others, TODAY))).toEqual(['play', 'concert', 'other_talk']);
  });

  it('ranks the same performer above the same series, and the same series above the same kind', () => {
    const subject = candidate('a', {
      performers: ['Wren Hollow Quartet'],
      series: 'festival',
      kind: 'MusicEvent',
    });
    const others = [
      candidate('kind', { kind: 'MusicEvent', day: '2026-10-01' }),
      candidate('series', { series: 'festival', day: '2026-11-01' }),
      candidate('performer', { performers: [' wren hollow quartet'], day: '2026-12-01' }),
    ];
    expect(keys(relatedEvents(subject, others, TODAY))).toEqual(['performer', 'series', 'kind']);
  });

  it('breaks ties by the soonest start', () => {
    const subject = candidate('a', { series: 'speaker-series' });
    const others = ['2027-03-01', '2026-10-01', '2026-12-01'].map((day) =>
      candidate(day, { day, series: 'speaker-series' }),
    );
    expect(keys(relatedEvents(subject, others, TODAY))).toEqual([
      '2026-10-01',
      '2026-12-01',
      '2027-03-01',
    ]);
  });

  it(`shows at most ${MAX_RELATED}`, () => {
    const subject = candidate('a', { series: 'speaker-series' });
    const others = ['b', 'c', 'd', 'e'].map((key) => candidate(key, { series: 'speaker-series' }));
    expect(relatedEvents(subject, others, TODAY)).toHaveLength(MAX_RELATED);
  });

  it('leaves out past events, called-off events and the subject itself', () => {
    const subject = candidate('a', { related: ['past', 'off', 'a'] });
    const others = [
      subject,
      candidate('past', { day: '2026-08-31' }),
      candidate('off', { calledOff: true }),
    ];
    expect(relatedEvents(subject, others, TODAY)).toEqual([]);
  });

  it('keeps a festival whose last day is today', () => {
    const subject = candidate('a', { related: ['festival'] });
    const festival = candidate('festival', { day: '2026-08-30', endDate: TODAY });
    expect(keys(relatedEvents(subject, [festival], TODAY))).toEqual(['festival']);
  });

  it('finds nothing for an event that shares nothing', () => {
    const subject = candidate('a', { performers: ['Solo Act'] });
    expect(relatedEvents(subject, [candidate('b'), candidate('c')], TODAY)).toEqual([]);
  });

  it('relates no one by a performer they do not share', () => {
    const subject = candidate('a', { performers: ['Solo Act'] });
    const other = candidate('b', { performers: ['Another Act'] });
    expect(relatedEvents(subject, [other], TODAY)).toEqual([]);
  });

  it('relates no two events by a series or a kind that neither names', () => {
    const subject = candidate('a');
    expect(relatedEvents(subject, [candidate('b')], TODAY)).toEqual([]);
    const kinded = candidate('c', { kind: 'MusicEvent', series: 'festival' });
    expect(relatedEvents(subject, [kinded], TODAY)).toEqual([]);
  });

  it('orders equally related events by their start, to the minute', () => {
    const subject = candidate('a', { series: 'speaker-series' });
    const starts = [
      '2027-03-01T19:30',
      '2026-10-01T19:30',
      '2026-10-01T14:00',
      '2027-01-15T19:30',
      '2026-12-01T19:30',
      '2026-11-01T19:30',
    ];
    const others = starts.map((date) =>
      candidate(date, { day: date.slice(0, 10), date, series: 'speaker-series' }),
    );
    expect(keys(relatedEvents(subject, others, TODAY, starts.length))).toEqual([...starts].sort());
  });
});

describe('related events made from the fixture content', () => {
  const shows = fixtureContent.shows.map(showCandidate);
  const events = fixtureContent.education.events.map(educationCandidate);
  const all = [...shows, ...events];
  const show = (name: string) => shows.find((item) => item.showName === name)!;

  it('leads from the speaker-series talk to the show its file names', () => {
    const related = relatedEvents(show('an_evening_with_dr_june_ortiz'), all, TODAY);
    expect(related[0]?.href).toBe('/shows/lanterns_over_larkspur/');
  });

  it('leads back from that show to the talk', () => {
    const related = relatedEvents(show('lanterns_over_larkspur'), all, TODAY);
    expect(keys(related)).toContain('show:an_evening_with_dr_june_ortiz');
  });

  it('does not suggest the postponed free event beside the other one', () => {
    const postponed = events.find((event) => event.calledOff)!;
    const other = events.find((event) => !event.calledOff)!;
    expect(keys(relatedEvents(postponed, all, TODAY))).toContain(other.key);
    expect(keys(relatedEvents(other, all, TODAY))).not.toContain(postponed.key);
  });
});

describe('candidates', () => {
  it('take a show’s series, performers and explicit links, and ignore the generic kind', () => {
    const item = showCandidate(
      makeShow({ speakerSeries: true, eventType: 'Event', performers: ['X'], related: ['y'] }),
    );
    expect(item).toMatchObject({ series: 'speaker-series', performers: ['X'], related: ['y'] });
    expect(item.kind).toBeUndefined();
  });

  it('relate two shows that credit the same person from People, and not two that credit others', () => {
    const generic = (name: string, person: string) =>
      showCandidate(
        makeShow({
          name,
          eventType: 'Event',
          speakerSeries: false,
          related: [],
          performers: [],
          people: [{ person, role: 'performer' }],
        }),
      );
    expect(
      keys(
        relatedEvents(generic('one', 'ines_varga'), [generic('two', 'ines_varga')], '2026-01-01'),
      ),
    ).toEqual(['show:two']);
    expect(
      relatedEvents(generic('one', 'ines_varga'), [generic('two', 'tomas_reyes')], '2026-01-01'),
    ).toEqual([]);
  });

  it('relate two shows of one kind, and never two generic events', () => {
    const music = (name: string) =>
      showCandidate(makeShow({ name, eventType: 'MusicEvent', speakerSeries: false, related: [] }));
    expect(keys(relatedEvents(music('one'), [music('two')], '2026-01-01'))).toEqual(['show:two']);
    const generic = (name: string) =>
      showCandidate(makeShow({ name, eventType: 'Event', speakerSeries: false, performers: [] }));
    expect(relatedEvents(generic('one'), [generic('two')], '2026-01-01')).toEqual([]);
  });

  it('are told apart: a show by its name, an education event by its day, time and name', () => {
    const all = [
      showCandidate(makeShow({ name: 'one' })),
      showCandidate(makeShow({ name: 'two' })),
      educationCandidate(makeEducationEvent({ name: 'Talk', date: '2026-10-08', time: '18:00' })),
      educationCandidate(makeEducationEvent({ name: 'Talk', date: '2026-10-09', time: '18:00' })),
      educationCandidate(makeEducationEvent({ name: 'Talk', date: '2026-10-08', time: '19:00' })),
      educationCandidate(makeEducationEvent({ name: 'Other', date: '2026-10-08', time: '18:00' })),
    ];
    expect(new Set(all.map((item) => item.key)).size).toBe(all.length);
  });

  it('order education events of one day by their time', () => {
    const at = (time: string) =>
      educationCandidate(
        makeEducationEvent({ name: `At ${time}`, subtitle: undefined, date: '2026-10-08', time }),
      );
    const subject = at('09:00');
    const related = relatedEvents(subject, [at('19:00'), at('12:00')], '2026-01-01');
    expect(related.map((item) => item.title)).toEqual(['At 12:00', 'At 19:00']);
  });

  it('title an education event with its subtitle when it has one, and say its day and time', () => {
    const event = makeEducationEvent({ name: 'Voices', subtitle: 'Part two' });
    const item = educationCandidate(event);
    expect(item.title).toBe('Voices: Part two');
    expect(item.when).toBe(`${event.dateFormatted}, ${event.timeFormatted}`);
    expect(
      educationCandidate(makeEducationEvent({ name: 'Voices', subtitle: undefined })).title,
    ).toBe('Voices');
  });

  it('link an education event to its heading on the events page', () => {
    const item = educationCandidate(makeEducationEvent({ date: '2026-10-08', time: '18:00' }));
    expect(item.href).toBe('/education-and-enrichment/#event-2026-10-08-1800');
    expect(item.series).toBe('education');
  });
});
