import { calendarFileName, fixedPages, nameFromCalendarFileName, routes } from './routes';

/** The last non-empty segment of a site path, decoded as a URL resolver would. */
function lastSegment(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return decodeURIComponent(segments.at(-1) ?? '');
}

describe('page routes', () => {
  it('writes every page as a site path with a leading and a trailing slash', () => {
    const pages = [
      ...fixedPages,
      routes.show('x'),
      routes.film('y'),
      routes.festival('z'),
      routes.season('2026-27'),
    ];
    for (const path of pages) {
      expect(path).toMatch(/^\/(?:[^/]+\/)*$/);
    }
  });

  it('puts shows, films and festivals in the folders app/ writes them to', () => {
    expect(routes.show('winter_lights')).toBe('/shows/winter_lights/');
    expect(routes.film('borrowed_light')).toBe('/show/borrowed_light/');
    expect(routes.festival('film_festival')).toBe('/festival/film_festival/');
    expect(routes.festival()).toBe('/festival/');
    expect(routes.seasons()).toBe('/seasons/');
    expect(routes.season('2025-26')).toBe('/seasons/2025-26/');
    expect(routes.home()).toBe('/');
  });

  it('puts the filtered lists of accessibility services in the folder app/(site)/accessibility writes', () => {
    expect(routes.accessibility('asl-interpretation')).toBe('/accessibility/asl-interpretation/');
  });

  it('lists each fixed page once, the home page first', () => {
    expect(fixedPages[0]).toBe('/');
    expect(new Set(fixedPages).size).toBe(fixedPages.length);
    expect(fixedPages).toEqual(expect.arrayContaining(['/faq/', '/contact/', '/covid/']));
  });
});

describe('encoding', () => {
  const awkward = ['a b', 'ça/va', 'x?y#z', '100%', 'über', "o'neil", 'a&b=c'];

  it.each(awkward)('keeps the name %p in one segment and gives it back when decoded', (name) => {
    for (const path of [routes.show(name), routes.film(name)]) {
      expect(path.split('/').filter(Boolean)).toHaveLength(2);
      expect(lastSegment(path)).toBe(name);
      expect(path).not.toMatch(/[ ?#]/);
    }
  });

  it('leaves a valid slug exactly as written', () => {
    expect(routes.show('the_met-2027')).toBe('/shows/the_met-2027/');
  });

  it('refuses names that would climb out of their folder or vanish', () => {
    expect(() => routes.show('..')).toThrow('cannot be a URL path segment');
    expect(() => routes.film('.')).toThrow('cannot be a URL path segment');
    expect(() => routes.show('')).toThrow('cannot be a URL path segment');
  });
});

describe('file routes', () => {
  it('puts calendar files beside the pages they belong to', () => {
    expect(routes.calendar.season()).toBe('/calendar.ics');
    expect(routes.calendar.education()).toBe('/calendar/education.ics');
    expect(routes.calendar.show('winter_lights')).toBe('/calendar/shows/winter_lights.ics');
    expect(routes.calendar.film('borrowed_light')).toBe('/calendar/films/borrowed_light.ics');
    expect(routes.calendar.educationEvent('2026-10-08-voices')).toBe(
      '/calendar/education/2026-10-08-voices.ics',
    );
  });

  it('finds the name back from a calendar file name', () => {
    for (const name of ['winter_lights', 'a.b', 'x.ics']) {
      expect(nameFromCalendarFileName(calendarFileName(name))).toBe(name);
      expect(lastSegment(routes.calendar.show(name))).toBe(calendarFileName(name));
    }
    expect(nameFromCalendarFileName('winter_lights.txt')).toBeUndefined();
    expect(nameFromCalendarFileName('.ics')).toBeUndefined();
  });

  it('keeps image, download and logo files in their public/ folders', () => {
    expect(routes.showFile('winter_lights', 'poster.jpg')).toBe('/shows/winter_lights/poster.jpg');
    expect(routes.filmFile('film_festival', 'borrowed_light.jpg')).toBe(
      '/shows/film_festival/films/borrowed_light.jpg',
    );
    expect(routes.download('program.pdf')).toBe('/downloads/program.pdf');
    expect(routes.sponsorLogo('acme.jpg')).toBe('/sponsors/acme.jpg');
  });

  it('never lets a file name reach another folder', () => {
    expect(routes.download('../secrets.txt')).toBe('/downloads/..%2Fsecrets.txt');
    expect(() => routes.showFile('x', '..')).toThrow();
  });
});
