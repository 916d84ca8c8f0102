/**
 * Every image the content names, with how to draw its placeholder. The paths come from the rules
 * the content loader uses (showPaths, filmPaths, routes), so a placeholder lands exactly where
 * the site looks for the file: a show naming its own "poster": "key-art.jpg" gets it there.
 */
import { filmPaths, showPaths } from '../../concepts/shows/node';
import { showLastDay } from '../../concepts/shows/build';
import { needsPictures, nameFor, sponsorLogoFileName } from '../../concepts/shows';
import { venueDay } from '../../time/venue-clock';
import { routes } from '../../site/routes';
import type { ArtworkContent } from './content';
import { jpeg, jpegWithin, png } from './encode';
import { filmPoster, logoImage } from './film-art';
import { logoAccent, seriesLogo, wordmarkLogo } from './logos';
import { paletteFor } from './palette';
import { scene } from './scene';
import { posterDate, poster, seriesLabel, social, type ShowArt } from './show-art';
import { siteShareCard } from './site-share';
import { sponsorLogo } from './sponsor-logo';
import { trailerThumb } from './trailer';
import { venuePhoto } from './venue-photo';
import { deriveStorySteps } from '../../concepts/venues/build';

export interface Placeholder {
  /** Site path of the file in public/: "/shows/{name}/poster.jpg". */
  path: string;
  /** Draws the file; called only when it is written. */
  draw: () => Promise<Buffer | string>;
}

const TRAILER_CAPTION = 'WATCH THE TRAILER';

function showPlaceholders(
  { site, venues }: ArtworkContent,
  show: ArtworkContent['shows'][number],
  buildDay: string,
) {
  const name = nameFor(show);
  const paths = showPaths(name, { poster: show.poster, socialImage: show.socialImage });
  const venue = venues[show.location]?.name ?? show.location;
  const palette = paletteFor(name, show);
  const art: ShowArt = {
    seed: name,
    title: show.title,
    subtitle: show.subtitle,
    dateLines: posterDate(show),
    venue,
    kicker: show.specialEvent
      ? `SPECIAL EVENT  ·  ${site.seriesShortName.toUpperCase()}`
      : seriesLabel(site, show),
    palette,
  };
  // A show of the record goes without a poster and share card (it gets a text card); one still to
  // come needs both, so those are drawn.
  const list: Placeholder[] = needsPictures(showLastDay(show, site.timeZone), buildDay)
    ? [
        { path: paths.poster, draw: async () => jpegWithin(await poster(art), 78) },
        { path: paths.socialImage, draw: async () => jpegWithin(await social(art), 82) },
      ]
    : [];
  if (show.trailer) {
    list.push({
      path: paths.trailerThumbnail,
      draw: async () =>
        jpeg(
          await trailerThumb({ seed: name, title: show.title, palette, caption: TRAILER_CAPTION }),
        ),
    });
  }
  for (const photo of show.photos) {
    list.push({
      path: paths.file(photo.file),
      draw: async () => jpeg(scene(`${name}/${photo.file}`, photo.alt, palette)),
    });
  }
  const { descriptionImage, logoImage: logo } = show;
  if (descriptionImage) {
    list.push({
      path: paths.file(descriptionImage.file),
      draw: async () =>
        jpeg(scene(`${name}/${descriptionImage.file}`, descriptionImage.alt, palette)),
    });
  }
  if (logo) {
    list.push({
      path: paths.file(logo.file),
      draw: async () => png(await logoImage(name, logo.alt)),
    });
  }
  for (const film of show.shows) {
    const filmName = nameFor(film);
    const filmFiles = filmPaths(name, filmName);
    list.push({
      path: filmFiles.poster,
      draw: async () => jpeg(await filmPoster({ seed: filmName, film, festivalTitle: show.title })),
    });
    if (film.trailer) {
      list.push({
        path: filmFiles.trailerThumbnail,
        draw: async () =>
          jpeg(
            await trailerThumb({
              seed: filmName,
              title: film.title,
              palette: paletteFor(filmName),
              caption: TRAILER_CAPTION,
            }),
          ),
      });
    }
  }
  return list;
}

/**
 * Shows (in content order; posters and share cards only for shows that need them on `buildDay`,
 * today at the venue by default), sponsors, education, visual stories, the share card, then the logos. */
export function placeholders(
  content: ArtworkContent,
  buildDay: string = venueDay(content.site.timeZone),
): Placeholder[] {
  const { site, education, shows } = content;
  const list = shows.flatMap((show) => showPlaceholders(content, show, buildDay));
  const sponsors = [...new Set(shows.flatMap((show) => show.sponsors.map((s) => s.name)))];
  for (const sponsor of sponsors.sort()) {
    list.push({
      path: routes.sponsorLogo(sponsorLogoFileName(sponsor)),
      draw: async () => jpeg(await sponsorLogo(sponsor), 85),
    });
  }
  for (const event of education.events) {
    const { image } = event;
    if (!image) continue;
    const seed = `education/${image.file}`;
    list.push({
      path: routes.educationImage(image.file),
      draw: async () => jpeg(scene(seed, image.alt, paletteFor(seed))),
    });
  }
  for (const [id, venue] of Object.entries(content.venues)) {
    for (const step of deriveStorySteps(id, venue.visualStory)) {
      list.push({
        path: step.src,
        draw: async () => jpegWithin(venuePhoto(step.src, step.kind, step.title), 78, 40_000),
      });
    }
  }
  list.push({ path: site.shareImage.src, draw: async () => jpeg(await siteShareCard(site), 82) });
  const { logos } = site;
  list.push(
    { path: logos.series.src, draw: () => seriesLogo(logos.series, site) },
    { path: logos.university.src, draw: () => wordmarkLogo(logos.university, { emblem: 'waves' }) },
    {
      path: logos.college.src,
      draw: () => wordmarkLogo(logos.college, { caption: site.universityName, emblem: 'arch' }),
    },
  );
  for (const logo of [...logos.sponsors, ...logos.funders]) {
    list.push({
      path: logo.src,
      draw: () => wordmarkLogo(logo, { accent: logoAccent(logo.name), emblem: 'initials' }),
    });
  }
  return list;
}
