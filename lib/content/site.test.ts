/** @jest-environment node */
// site.json, venues.json and faq.json as the loader reads them (lib/content/site.ts).
import { loadContent } from './load';
import {
  Json,
  validFiles,
  imageHeader,
  validPublicFiles,
  writeContent,
  load,
  failure,
  withChange,
} from '../../test/support/content-folder';

describe('loadSite', () => {
  const bundle = load(validFiles());

  it('gives the site’s share image a site path and the size of its file', () => {
    expect(bundle.site.shareImage).toEqual({
      src: '/share/series.jpg',
      alt: 'The series name over hills',
      width: 1200,
      height: 630,
    });
  });
});

describe('loadSite: the season heading', () => {
  it('writes the season one way, whatever dash or second year staff type', () => {
    const files = withChange('site.json', (site) => {
      site.seasonHeading = '2026-2027 Season';
    });
    expect(load(files).site.seasonHeading).toBe('2026–27 Season');
  });

  it('rejects a heading that names no season, naming the field', () => {
    const files = withChange('site.json', (site) => {
      site.seasonHeading = 'Our Season';
    });
    expect(failure(files)).toContain(
      'content/site.json › site › seasonHeading: must name a season, as "2026–27 Season" (got "Our Season")',
    );
  });
});

describe('loadSite: the analytics id', () => {
  const bundle = load(validFiles());

  it('keeps the analytics id from site.json when no override is given', () => {
    expect(bundle.site.analyticsId).toBe('G-SITE123');
  });

  it('uses a non-empty ANALYTICS_ID from the environment over site.json', () => {
    const saved = process.env.ANALYTICS_ID;
    process.env.ANALYTICS_ID = 'G-ENV999';
    try {
      expect(loadContent(writeContent(validFiles())).site.analyticsId).toBe('G-ENV999');
    } finally {
      if (saved === undefined) delete process.env.ANALYTICS_ID;
      else process.env.ANALYTICS_ID = saved;
    }
  });

  it('ignores an empty override', () => {
    const dir = writeContent(validFiles());
    expect(loadContent(dir, { analyticsId: '' }).site.analyticsId).toBe('G-SITE123');
  });
});

describe('loadSite, loadVenues and loadFaq reject broken entries, naming file, entry and field', () => {
  it('a share image too small for a large social card', () => {
    const message = failure(validFiles(), {
      ...validPublicFiles(),
      'share/series.jpg': imageHeader(600, 315),
    });
    expect(message).toContain(
      'content/site.json › site › shareImage.src: must be at least 1200×630 pixels (got 600×315)',
    );
  });

  it('a FAQ item without an answer, counted from 1', () => {
    const message = failure(
      withChange('faq.json', (faq) => {
        delete ((faq as unknown as Json[])[2] as Json).answer;
      }),
    );
    expect(message).toContain('content/faq.json › FAQ item 3 › answer: is required');
  });

  it('a venue missing its address', () => {
    const message = failure(
      withChange('venues.json', (v) => {
        delete (v.cinema as Json).streetAddress;
      }),
    );
    expect(message).toContain('content/venues.json › venue "cinema" › streetAddress: is required');
  });
});
