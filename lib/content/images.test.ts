/** @jest-environment node */
// Every file content points to is read from public/ (lib/content/images.ts).
import {
  validFiles,
  imageHeader,
  festivalFolder,
  concertFolder,
  validPublicFiles,
  concertFile,
  concertEntry,
  festivalEntry,
  load,
  failure,
  withChange,
} from '../../test/support/content-folder';

describe('readImageSize gives every image the size of its file', () => {
  const bundle = load(validFiles());
  const concert = bundle.shows.find((s) => s.name === 'winter_lights_a_holiday_concert');
  const festival = bundle.shows.find((s) => s.festival);

  it('gives posters, social images and trailer thumbnails the size of their files', () => {
    expect(concert?.poster).toMatchObject({ width: 640, height: 960 });
    expect(concert?.socialImage).toMatchObject({ width: 1200, height: 630 });
    expect(concert?.trailerThumbnail).toMatchObject({ width: 1280, height: 720 });
  });

  it('gives each film poster its own size, however small', () => {
    expect(festival?.films.map(({ poster: { width, height } }) => ({ width, height }))).toEqual([
      { width: 600, height: 900 },
      { width: 500, height: 750 },
    ]);
  });

  it('gives photos, description and education images the size of their files', () => {
    const files = withChange('shows/b_concert.json', (s) => {
      s.photos = [{ file: 'choir.jpg', alt: 'The choir' }];
      s.descriptionImage = { file: 'stage.png', alt: 'The stage' };
    });
    const publicFiles = {
      ...validPublicFiles(),
      [`${concertFolder}/choir.jpg`]: imageHeader(1500, 1000),
      [`${concertFolder}/stage.png`]: imageHeader(900, 300),
    };
    const loaded = load(files, publicFiles);
    const show = loaded.shows.find((s) => s.name === 'winter_lights_a_holiday_concert');
    expect(show?.photos).toEqual([
      { src: `/${concertFolder}/choir.jpg`, alt: 'The choir', width: 1500, height: 1000 },
    ]);
    expect(show?.descriptionImage).toMatchObject({ width: 900, height: 300 });
    expect(loaded.education.events[0]?.image).toMatchObject({ width: 600, height: 400 });
  });
});

describe('checkPublicFile names every broken file content points to', () => {
  function without(file: string): Record<string, Buffer | string> {
    const files = validPublicFiles();
    delete files[file];
    return files;
  }

  it('a missing poster', () => {
    const message = failure(validFiles(), without(`${concertFolder}/poster.jpg`));
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › poster: public/${concertFolder}/poster.jpg does not exist`,
    );
  });

  it('a photo, description image or logo image that is not there', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.photos = [{ file: 'nope.jpg', alt: 'Nothing' }];
        s.descriptionImage = { file: 'gone.jpg', alt: 'The stage' };
        s.logoImage = { file: 'logo.png', alt: 'Winter Lights' };
      }),
    );
    expect(message).toContain(
      `${concertEntry} › photos[0].file: public/${concertFolder}/nope.jpg does not exist`,
    );
    expect(message).toContain(
      `${concertEntry} › descriptionImage.file: public/${concertFolder}/gone.jpg does not exist`,
    );
    expect(message).toContain(
      `${concertEntry} › logoImage.file: public/${concertFolder}/logo.png does not exist`,
    );
  });

  it('a missing film poster, sponsor logo, download, education image or site logo', () => {
    const publicFiles = validPublicFiles();
    for (const file of [
      `${festivalFolder}/films/night_train.jpg`,
      'sponsors/first_bank.jpg',
      'downloads/schedule.pdf',
      'education/lecture.jpg',
      'logos/x.svg',
    ]) {
      delete publicFiles[file];
    }
    const files = validFiles();
    (files['shows/b_concert.json'] as Record<string, unknown>).download = 'schedule.pdf';
    const message = failure(files, publicFiles);
    expect(message).toContain(
      `${festivalEntry} › shows[1].poster: public/${festivalFolder}/films/night_train.jpg does not exist`,
    );
    expect(message).toContain(
      `${concertEntry} › sponsors[2].name: public/sponsors/first_bank.jpg does not exist`,
    );
    // The festival's own schedule PDF is written by the build (lib/content/download.test.ts);
    // any other download must be a file in public/.
    expect(message).toContain(
      `${concertEntry} › download: public/downloads/schedule.pdf does not exist`,
    );
    expect(message).toContain(
      'education event "Opening Lecture" › image.file: public/education/lecture.jpg does not exist',
    );
    expect(message).toContain(
      'content/site.json › site › logos.series.src: public/logos/x.svg does not exist',
    );
  });

  it('an empty (0-byte) image', () => {
    const message = failure(validFiles(), {
      ...validPublicFiles(),
      [`${concertFolder}/poster.jpg`]: Buffer.alloc(0),
    });
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › poster: public/${concertFolder}/poster.jpg is an empty file (0 bytes)`,
    );
  });

  it('a file that is not an image', () => {
    const message = failure(validFiles(), {
      ...validPublicFiles(),
      [`${festivalFolder}/films/night_train.jpg`]: 'not really a picture',
    });
    expect(message).toContain(
      `${festivalEntry} › shows[1].poster: public/${festivalFolder}/films/night_train.jpg is not an image the site can read`,
    );
  });
});
