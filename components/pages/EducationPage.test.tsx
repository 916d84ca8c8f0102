import { render, screen, within } from '@testing-library/react';
import type { Education, EducationEvent, Venue } from '@/lib/content/types';
import { EducationPage } from './EducationPage';

const venue: Venue = {
  id: 'hall',
  name: 'Whitcomb Recital Hall',
  streetAddress: '1 College Ave',
  locality: 'Valley',
  region: 'WV',
  postalCode: '25000',
  country: 'US',
};

function event(overrides: Partial<EducationEvent>): EducationEvent {
  return {
    name: 'Opening Lecture',
    date: '2025-09-18',
    time: '19:00',
    location: venue.name,
    venue,
    description: '<p>An illustrated talk.</p>',
    highlighted: false,
    status: 'scheduled',
    revision: 0,
    accessibility: [],
    related: [],
    dateFormatted: 'Thursday, September 18, 2025',
    timeFormatted: '7:00 pm',
    ...overrides,
  };
}

const education: Education = {
  programName: 'Distinguished Visiting Professor Program',
  season: '2025-2026',
  intro: '<p>Each year a guest artist-scholar joins us.</p>',
  professor: { name: 'Dr. Jane Example', title: 'Visiting Professor of Music', bio: '<p>Bio.</p>' },
  events: [
    event({
      name: 'Opening Lecture',
      subtitle: 'Music and memory',
      room: 'Recital Hall',
      image: { src: '/education/opening.jpg', width: 1200, height: 800, alt: 'A piano on stage' },
      extraInfo: 'A reception follows.',
    }),
    event({
      name: 'A Century of Celebration',
      date: '2026-02-12',
      subtitle: 'Black History Month centennial',
      highlighted: true,
      dateFormatted: 'Thursday, February 12, 2026',
    }),
  ],
};

describe('EducationPage', () => {
  it('announces that every event is free and open to the public', () => {
    render(<EducationPage education={education} />);
    expect(screen.getByText('All Events Are FREE And Open To The Public')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Education & Enrichment');
  });

  it('says on each event that admission is free', () => {
    render(<EducationPage education={education} />);
    for (const event of education.events) {
      expect(screen.getByRole('article', { name: event.name })).toHaveTextContent(
        'Admission: Free',
      );
    }
  });

  it('introduces the programName and the professor', () => {
    render(<EducationPage education={education} />);
    expect(screen.getByText('Each year a guest artist-scholar joins us.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dr. Jane Example' })).toBeInTheDocument();
  });

  it('gives each event its name, subtitle, date, time, location with room, description, image and extra info', () => {
    render(<EducationPage education={education} />);
    const lecture = screen.getByRole('article', { name: 'Opening Lecture' });
    expect(lecture).toHaveTextContent('Music and memory');
    expect(lecture).toHaveTextContent('Thursday, September 18, 2025');
    expect(lecture).toHaveTextContent('7:00 pm');
    expect(lecture).toHaveTextContent('Whitcomb Recital Hall, Recital Hall');
    expect(lecture).toHaveTextContent('An illustrated talk.');
    expect(lecture).toHaveTextContent('A reception follows.');
    expect(screen.getByRole('img', { name: 'A piano on stage' })).toHaveAttribute(
      'src',
      '/artistseries/education/opening.jpg',
    );
  });

  it('sets the highlighted centennial apart as a labelled featured block, and only it', () => {
    render(<EducationPage education={education} />);
    const centennial = screen.getByRole('article', { name: 'A Century of Celebration' });
    const lecture = screen.getByRole('article', { name: 'Opening Lecture' });
    expect(centennial).toHaveTextContent('Featured event');
    expect(lecture).not.toHaveTextContent('Featured event');
    expect(centennial.className).not.toEqual(lecture.className);
  });

  it('links each event to its own calendar file, so the generated .ics files are reachable', () => {
    render(<EducationPage education={education} />);
    const hrefs = education.events.map((item) =>
      screen
        .getByRole('link', { name: `Add to calendar (.ics) for ${item.name}` })
        .getAttribute('href'),
    );
    for (const href of hrefs) expect(href).toMatch(/\/calendar\/education\/[a-z0-9_-]+\.ics$/);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});

describe("an education event's access badges", () => {
  // A service at an event that will not happen is not offered (docs/rules/shows.md#show-status).
  function badgesOf(status: EducationEvent['status']) {
    const talk = event({ name: 'Open Rehearsal', status, accessibility: ['open-captions'] });
    render(<EducationPage education={{ ...education, events: [talk] }} />);
    const article = screen.getByRole('article', { name: 'Open Rehearsal' });
    return within(article).queryByRole('list', { name: 'Accessibility services' });
  }

  it.each(['cancelled', 'postponed'] as const)('a %s event names none', (status) => {
    expect(badgesOf(status)).toBeNull();
  });

  it.each(['scheduled', 'rescheduled'] as const)('a %s event names its services', (status) => {
    expect(badgesOf(status)).toHaveTextContent('Open captions');
  });
});
