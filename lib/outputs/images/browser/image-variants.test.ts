import {
  EVENT_IMAGE_SHAPES,
  hasVariants,
  isShareCardSize,
  MAX_VARIANT_WIDTH,
  posterPlacement,
  SHARE_MARGIN,
  SHARE_SHAPES,
  shareSources,
  shareVariantPath,
  variantPath,
  variantWidths,
} from './image-variants';
import {
  makeEducationEvent,
  makeFestival,
  makeFilm,
  makeShow,
} from '../../../../test/support/fixture-content';

describe('image variants', () => {
  it('are made for posters, photos and education images but not logos or sponsor files', () => {
    expect(hasVariants('/shows/a/poster.jpg')).toBe(true);
    expect(hasVariants('/shows/a/films/b.jpg')).toBe(true);
    expect(hasVariants('/education/talk.jpg')).toBe(true);
    expect(hasVariants('/shows/a/logo.png')).toBe(true);
    expect(hasVariants('/logos/series.svg')).toBe(false);
    expect(hasVariants('/sponsors/bank.jpg?v=1')).toBe(false);
    expect(hasVariants('/downloads/x.pdf')).toBe(false);
  });

  it('step up to the intrinsic width and never beyond it', () => {
    expect(variantWidths(800)).toEqual([400, 800]);
    expect(variantWidths(1280)).toEqual([400, 800, 1200, 1280]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('never list a width wider than a narrow poster, which no variant could have', () => {
    expect(variantWidths(500)).toEqual([400, 500]);
    expect(Math.max(...variantWidths(799))).toBe(799);
  });

  it('cap an oversize image, so it is downscaled rather than encoded at full size', () => {
    expect(variantWidths(8000)).toEqual([400, 800, 1200, 2400]);
    expect(Math.max(...variantWidths(8000))).toBe(MAX_VARIANT_WIDTH);
    expect(MAX_VARIANT_WIDTH).toBeLessThan(8000);
  });

  it('name each file after its source, width and format', () => {
    expect(variantPath('/shows/a/poster.jpg', 400, 'avif')).toBe('/shows/a/poster-400w.avif');
    expect(variantPath('/shows/a/logo.png', 600, 'webp')).toBe('/shows/a/logo-600w.webp');
  });
});

describe('share copies of posters', () => {
  it('come in the exact 16:9, 4:3 and 1:1 shapes an event lists, widest first', () => {
    expect(EVENT_IMAGE_SHAPES).toEqual(['16x9', '4x3', '1x1']);
    expect(SHARE_SHAPES['16x9'].width * 9).toBe(SHARE_SHAPES['16x9'].height * 16);
    expect(SHARE_SHAPES['4x3'].width * 3).toBe(SHARE_SHAPES['4x3'].height * 4);
    expect(SHARE_SHAPES['1x1'].width).toBe(SHARE_SHAPES['1x1'].height);
  });

  it('are each at least 50,000 pixels, the 16:9 one at least 1,200 px wide', () => {
    for (const shape of EVENT_IMAGE_SHAPES) {
      const { width, height } = SHARE_SHAPES[shape];
      expect(width * height).toBeGreaterThanOrEqual(50_000);
    }
    expect(SHARE_SHAPES['16x9'].width).toBeGreaterThanOrEqual(1200);
  });

  it('include a social card big enough for a large preview', () => {
    expect(isShareCardSize(SHARE_SHAPES.card)).toBe(true);
    expect(isShareCardSize({ width: 1199, height: 630 })).toBe(false);
    expect(isShareCardSize({ width: 1200, height: 629 })).toBe(false);
  });

  it('are named after the poster and get no AVIF/WebP widths of their own', () => {
    const copy = shareVariantPath('/shows/a/poster.jpg', '16x9');
    expect(copy).toBe('/shows/a/poster.share-16x9.jpg');
    expect(shareVariantPath('/education/talk.png', 'card')).toBe('/education/talk.share-card.jpg');
    expect(hasVariants(copy)).toBe(false);
  });
});

describe('posterPlacement', () => {
  const posters = [
    { width: 800, height: 1200 },
    { width: 600, height: 900 },
    { width: 500, height: 750 },
    { width: 301, height: 457 },
    { width: 1280, height: 720 },
    { width: 4000, height: 1000 },
  ];
  const canvases = Object.values(SHARE_SHAPES);
  const cases = posters.flatMap((poster) => canvases.map((canvas) => ({ poster, canvas })));

  it('never distorts: width and height scale by the same factor, within rounding', () => {
    for (const { poster, canvas } of cases) {
      const box = posterPlacement(poster, canvas);
      // Cross-multiplied, a rounding of at most half a pixel on each side of the box.
      const skew = Math.abs(box.width * poster.height - box.height * poster.width);
      expect(skew).toBeLessThanOrEqual(Math.max(poster.width, poster.height));
    }
  });

  it('keeps the whole poster on the canvas, inside the margin a network may crop', () => {
    for (const { poster, canvas } of cases) {
      const box = posterPlacement(poster, canvas);
      const margin = Math.round(Math.min(canvas.width, canvas.height) * SHARE_MARGIN);
      expect(box.left).toBeGreaterThanOrEqual(margin);
      expect(box.top).toBeGreaterThanOrEqual(margin);
      expect(box.left + box.width).toBeLessThanOrEqual(canvas.width - margin);
      expect(box.top + box.height).toBeLessThanOrEqual(canvas.height - margin);
    }
  });

  it('draws the poster as large as the margin allows, centred', () => {
    for (const { poster, canvas } of cases) {
      const box = posterPlacement(poster, canvas);
      const margin = Math.round(Math.min(canvas.width, canvas.height) * SHARE_MARGIN);
      const fillsWidth = box.width >= canvas.width - 2 * margin - 1;
      const fillsHeight = box.height >= canvas.height - 2 * margin - 1;
      expect(fillsWidth || fillsHeight).toBe(true);
      expect(Math.abs(canvas.width - box.width - 2 * box.left)).toBeLessThanOrEqual(1);
      expect(Math.abs(canvas.height - box.height - 2 * box.top)).toBeLessThanOrEqual(1);
    }
  });
});

describe('shareSources', () => {
  const talkImage = { src: '/education/talk.jpg', width: 1200, height: 800, alt: 'A talk' };

  it("pads each show's and each film's poster with the show's colour; only films get a card", () => {
    const film = makeFilm();
    const festival = makeFestival({ backgroundColor: '#112233', films: [film] });
    const sources = shareSources([festival], { events: [] });
    expect(sources).toEqual([
      { src: festival.poster!.src, shapes: EVENT_IMAGE_SHAPES, background: '#112233' },
      { src: film.poster.src, shapes: [...EVENT_IMAGE_SHAPES, 'card'], background: '#112233' },
    ]);
  });

  it('writes no variants for a show of the record that has no poster', () => {
    const show = makeShow({ poster: undefined });
    expect(shareSources([show], { events: [] })).toEqual([]);
  });

  it('leaves the colour to the picture when the show has none, and includes education pictures', () => {
    const show = makeShow({ backgroundColor: undefined });
    const event = makeEducationEvent({ image: talkImage });
    const none = makeEducationEvent({ image: undefined });
    expect(shareSources([show], { events: [event, none] })).toEqual([
      { src: show.poster!.src, shapes: EVENT_IMAGE_SHAPES },
      { src: '/education/talk.jpg', shapes: EVENT_IMAGE_SHAPES },
    ]);
  });

  it("copies the series' share image in the event shapes only while an education event needs it", () => {
    const own = makeEducationEvent({ image: talkImage });
    const none = makeEducationEvent({ image: undefined });
    const fallback = '/share/series.jpg';
    expect(shareSources([], { events: [own, none] }, fallback)).toContainEqual({
      src: fallback,
      shapes: EVENT_IMAGE_SHAPES,
    });
    expect(shareSources([], { events: [own] }, fallback)).not.toContainEqual(
      expect.objectContaining({ src: fallback }),
    );
  });
});
