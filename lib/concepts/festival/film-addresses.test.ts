/** @jest-environment node */
// Film addresses from the loader of show files (lib/concepts/shows/shows.ts), on the fixture content's
// festival: each is the one lib/site/routes.ts gives, wherever the page links to the film.
import { fixtureContent } from '../../../test/support/fixture-content';
import { routes } from '../../site/routes';

const festivals = fixtureContent.shows.filter((show) => show.films.length > 0);

describe('film addresses', () => {
  it('the fixture content has a festival with films and a schedule to check', () => {
    expect(festivals.length).toBeGreaterThan(0);
    expect(festivals.some((festival) => festival.schedule.length > 0)).toBe(true);
  });

  it("are each film's routes.film(name), on the film itself", () => {
    for (const film of festivals.flatMap((festival) => festival.films)) {
      expect(film.url).toBe(routes.film(film.name));
    }
  });

  it("are each film's routes.film(name) in the festival's schedule", () => {
    const scheduled = festivals.flatMap((festival) =>
      festival.schedule.flatMap((day) => day.slots.flatMap((slot) => slot.films)),
    );
    expect(scheduled.length).toBeGreaterThan(0);
    for (const film of scheduled) expect(film.url).toBe(routes.film(film.name));
  });
});
