/** @jest-environment node */
// A show's sensory guide and a venue's visual story, read by the real loader (lib/content/load.ts):
// what is accepted, and mistakes named by file, entry and field.
import {
  concertEntry,
  concertFile,
  failure,
  imageHeader,
  Json,
  load,
  validPublicFiles,
  withChange,
} from '../../../test/support/content-folder';

const guide = {
  intro: 'A calm concert.',
  moments: [
    { minutes: 40, kind: 'loud', description: 'The organ at full power.' },
    { minutes: 5, kind: 'dark', description: 'The hall goes dark.' },
  ],
  relaxedNotes: 'The house lights stay up.',
};

function concertWith(extra: Json) {
  return withChange('shows/b_concert.json', (show) => Object.assign(show, extra));
}

const steps = [
  { kind: 'arriving', photo: 'front.jpg', alt: 'The glass front doors.', text: 'I arrive.' },
  { kind: 'seat', title: 'My seat', photo: 'seats.jpg', alt: 'Rows of seats.', text: 'I sit.' },
];

function publicWithPhotos(): Record<string, Buffer | string> {
  return {
    ...validPublicFiles(),
    'venues/jcepac/front.jpg': imageHeader(800, 600),
    'venues/jcepac/seats.jpg': imageHeader(1200, 800),
  };
}

function venueWith(story: unknown) {
  return withChange('venues.json', (venues) => {
    (venues.jcepac as Json).visualStory = story;
  });
}

describe('a sensory guide', () => {
  it('reaches the show as written, with late seating', () => {
    const bundle = load(
      concertWith({ runTimeMinutes: 90, sensoryGuide: guide, lateSeating: 'At the interval.' }),
    );
    const show = bundle.shows.find((item) => item.sourceFile === concertFile);
    expect(show?.sensoryGuide?.moments.map((moment) => moment.kind)).toEqual(['loud', 'dark']);
    expect(show?.lateSeating).toBe('At the interval.');
  });

  it('names a moment after the end of the show, by file, show and field', () => {
    const message = failure(
      concertWith({
        runTimeMinutes: 30,
        sensoryGuide: guide,
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › sensoryGuide.moments[0].minutes: is after the end of the show (40 minutes; the run time is 30)`,
    );
    // The moment at 5 minutes is within the run time.
    expect(message).not.toContain('moments[1]');
  });

  it('asks for the run time when it lists moments', () => {
    expect(failure(concertWith({ sensoryGuide: guide }))).toContain(
      `${concertFile} › ${concertEntry} › sensoryGuide.moments: needs "runTimeMinutes"`,
    );
  });

  it('refuses a kind of moment outside the closed list', () => {
    const moments = [{ minutes: 1, kind: 'fireworks', description: 'Bang.' }];
    expect(failure(concertWith({ runTimeMinutes: 60, sensoryGuide: { moments } }))).toContain(
      `${concertFile} › ${concertEntry} › sensoryGuide.moments[0].kind:`,
    );
  });

  it('refuses an empty guide', () => {
    expect(failure(concertWith({ sensoryGuide: {} }))).toContain(
      `${concertFile} › ${concertEntry} › sensoryGuide: is empty`,
    );
  });
});

describe('a visual story', () => {
  it('gives each step its photo path, the photo’s real size and a heading', () => {
    const bundle = load(venueWith(steps), publicWithPhotos());
    expect(bundle.venues.get('jcepac')?.visualStory).toEqual([
      expect.objectContaining({
        title: 'Arriving',
        src: '/venues/jcepac/front.jpg',
        width: 800,
        height: 600,
      }),
      expect.objectContaining({ title: 'My seat', src: '/venues/jcepac/seats.jpg', width: 1200 }),
    ]);
  });

  it('names a step without alt text, by file, venue and field', () => {
    const [first, second] = steps;
    const message = failure(venueWith([first, { ...second, alt: ' ' }]), publicWithPhotos());
    expect(message).toContain('content/venues.json › venue "jcepac" › visualStory[1].alt:');
  });

  it('names a step whose photo is not in the venue’s folder', () => {
    const message = failure(venueWith(steps), validPublicFiles());
    expect(message).toContain(
      'content/venues.json › venue "jcepac" › visualStory[0].photo: public/venues/jcepac/front.jpg does not exist',
    );
  });
});
