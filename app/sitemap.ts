import type { MetadataRoute } from 'next';
import { servicesOnOffer } from '@/lib/concepts/shows';
import {
  contentFile,
  getAllFilms,
  getAllShows,
  getAppearances,
  getLastChanged,
  getPeople,
  getSeasons,
  getVenues,
  getWorkPerformances,
  getWorks,
} from '@/lib/content';
import { seasonPageParams } from '@/lib/concepts/archive';
import type { Show } from '@/lib/content/types';
import { getListingScope } from '@/lib/concepts/listings/node';
import { absoluteUrl } from '@/lib/site/paths';
import { fixedPages, routes } from '@/lib/site/routes';

// Written once at build time into the export as sitemap.xml (under the base path). A site in a
// sub-folder cannot own the host's robots.txt: the host's robots.txt should carry
// "Sitemap: https://{host}/artistseries/sitemap.xml".
export const dynamic = 'force-static';

/**
 * The content files a page is made from, for its `lastmod`: a show's pages and its films' from
 * the show's file; a venue's from venues.json; a season's and the accessibility lists from their
 * shows; the lists of every show from all of them; FAQ and education from their files; the other
 * fixed pages from site.json. Crawlers use lastmod to revisit what changed (sitemaps.org).
 */
function sourcesOf(): Map<string, string[]> {
  const shows = getAllShows();
  const everyShow = shows.map((show) => show.sourceFile);
  const sources = new Map<string, string[]>();
  const add = (path: string, files: string[]) => sources.set(path, files);
  for (const path of fixedPages) add(path, [contentFile('site.json')]);
  for (const path of [routes.home(), routes.shows(), routes.seasons(), routes.speakerSeries()]) {
    add(path, everyShow);
  }
  add(routes.faq(), [contentFile('faq.json')]);
  add(routes.education(), [contentFile('education.json')]);
  for (const show of shows) {
    add(routes.show(show.name), [show.sourceFile]);
    if (show.digitalProgram) {
      add(routes.program(show.name), [show.sourceFile]);
      add(routes.programLargePrint(show.name), [show.sourceFile]);
      add(routes.programCard(show.name), [show.sourceFile]);
    }
  }
  for (const film of getAllFilms()) {
    const festival = shows.find((show) => show.films.some((item) => item.name === film.name));
    add(routes.film(film.name), festival ? [festival.sourceFile] : []);
  }
  for (const venue of getVenues()) add(routes.venue(venue.id), [contentFile('venues.json')]);
  for (const venue of getVenues().filter((v) => (v.visualStory ?? []).length > 0)) {
    add(routes.visualStory(venue.id), [contentFile('venues.json')]);
  }
  for (const season of getSeasons()) {
    add(
      routes.season(season.id),
      season.shows.map((show) => show.sourceFile),
    );
  }
  // The pages above the detail pages (docs/rules/site.md#index-pages), each from what it lists.
  add(routes.accessibilityServices(), [contentFile('site.json'), contentFile('venues.json')]);
  add(routes.venues(), [contentFile('venues.json')]);
  add(
    routes.films(),
    shows.filter((show) => show.films.length > 0).map((show) => show.sourceFile),
  );
  for (const service of servicesOnOffer(shows)) {
    add(routes.accessibility(service.id), [...everyShow, contentFile('education.json')]);
  }
  // The listings and month calendars (docs/rules/listings.md#listings): a topic the season has
  // nothing of keeps its page for shared links but is no search result.
  const listed = [...everyShow, contentFile('education.json')];
  const { months, topicsOffered } = getListingScope();
  add(routes.whatsOn(), listed);
  for (const id of ['free', 'this-week', 'this-weekend', ...months, ...topicsOffered]) {
    add(routes.listing(id), listed);
  }
  add(routes.calendarMonths(), listed);
  for (const month of months) add(routes.monthCalendar(month), listed);
  // The archive (docs/archive.md): a person's page changes with their file and their shows'; a
  // work's with its file, its creators' and its performances'; the history with every show and
  // every person and work it names.
  const people = getPeople();
  const works = getWorks();
  // A person's or work's page of one season (rules/season-pages.ts) changes with the person's or work's file
  // and that season's shows.
  const ofSeason = (season: string, items: ReadonlyArray<{ show: Show }>) =>
    items.filter((item) => item.show.season === season).map((item) => item.show.sourceFile);
  for (const person of people) {
    const appearances = getAppearances(person.id);
    const shows = appearances.map((a) => a.show.sourceFile);
    add(routes.person(person.id), [person.sourceFile, ...shows]);
    for (const {
      season,
      part: [part],
    } of seasonPageParams(appearances)) {
      add(
        part
          ? routes.personSeasonPart(person.id, season, part)
          : routes.personSeason(person.id, season),
        [person.sourceFile, ...ofSeason(season, appearances)],
      );
    }
  }
  for (const work of works) {
    const performances = getWorkPerformances(work.id);
    const shows = performances.map((p) => p.show.sourceFile);
    add(routes.work(work.id), [work.sourceFile, ...shows]);
    for (const {
      season,
      part: [part],
    } of seasonPageParams(performances)) {
      add(
        part ? routes.workSeasonPart(work.id, season, part) : routes.workSeason(work.id, season),
        [work.sourceFile, ...ofSeason(season, performances)],
      );
    }
  }
  const archive = [
    ...everyShow,
    ...people.map((person) => person.sourceFile),
    ...works.map((work) => work.sourceFile),
  ];
  add(routes.history(), archive);
  add(
    routes.people(),
    people.map((person) => person.sourceFile),
  );
  add(routes.works(), [
    ...works.map((work) => work.sourceFile),
    ...people.map((person) => person.sourceFile),
  ]);
  // The open data's page describes files written from the same archive.
  add(routes.openData(), archive);
  return sources;
}

export default function sitemap(): MetadataRoute.Sitemap {
  const sources = sourcesOf();
  return [...sources].map(([path, files]) => {
    const lastModified = getLastChanged(files);
    return { url: absoluteUrl(path), ...(lastModified ? { lastModified } : {}) };
  });
}
