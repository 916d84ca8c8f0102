/** @jest-environment node */
// education.json as the loader reads it (lib/concepts/education/education.ts).
import { Json, validFiles, load, failure, withChange } from '../../../test/support/content-folder';

describe('loadEducation', () => {
  const bundle = load(validFiles());

  it('derives education events with venue, formatted date and time, and image path', () => {
    expect(bundle.education.events[0]).toMatchObject({
      location: 'Joan C. Edwards Performing Arts Center',
      dateFormatted: 'Thursday, September 18, 2025',
      timeFormatted: '7:00 pm – 8:30 pm',
      image: { src: '/education/lecture.jpg', alt: 'A lectern under a spotlight' },
    });
  });

  it('writes its season one way: "2025-2026" reads 2025–26', () => {
    expect(bundle.education.season).toBe('2025–26');
  });
});

describe('loadEducation rejects broken events, naming file, entry and field', () => {
  it('a season that names no season', () => {
    const message = failure(
      withChange('education.json', (e) => {
        e.season = '2025-2027';
      }),
    );
    expect(message).toContain(
      'content/education.json › education › season: must name a season, as "2025–26" (got "2025-2027")',
    );
  });

  it('an education event with an unknown accessibility service', () => {
    const message = failure(
      withChange('education.json', (e) => {
        ((e.events as Json[])[0] as Json).accessibility = ['captions'];
      }),
    );
    expect(message).toContain(
      'content/education.json › education event "Opening Lecture" › accessibility[0]: must be one of',
    );
  });

  it('an education event at an unknown venue', () => {
    const message = failure(
      withChange('education.json', (e) => {
        ((e.events as Json[])[0] as Json).location = 'nowhere';
      }),
    );
    expect(message).toContain(
      'content/education.json › education event "Opening Lecture" › location: is not a venue id',
    );
  });
});
