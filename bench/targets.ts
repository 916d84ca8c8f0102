// What each benchmark judges a build by, written once: the benchmarks exit non-zero when a target
// is missed, and bench/README.md's figure tables (bench/figures.ts) state the same targets.

import { PAGE_WEIGHT_LIMIT_BYTES } from '../lib/build/page-weight';

export const LIGHTHOUSE_TARGETS = {
  /** Every Lighthouse category at least this score (mobile, simulated throttling). */
  categories: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  tbtMs: 50,
  cls: 0,
  /** LCP at most this multiple of the same page's LCP without JavaScript. */
  lcpVsNoJs: 1.05,
};

export const TAPS_TARGETS = {
  /** Median tap → answer, and median INP, below this. */
  answerMs: 100,
  inpMs: 100,
};

export const LOAD_TARGETS = {
  /** At this many connections, on two cores, serving the precompressed package: */
  connections: 200,
  p99Ms: 50,
  errors: 0,
};

export const SCALE_TARGETS = {
  /** Judged at 1,000 shows and more; below that the fixed part of the build dominates. */
  buildSecondsAt1000: 600,
  peakBytes: 2 * 1024 ** 3,
  outBytesPerShow: 1024 ** 2,
  /** out/ beyond images at most this many times its pages' HTML (precompressed copies, feeds, data). */
  outOverHtml: 3,
  /** Home HTML and JS within this share of their size at 9 shows. */
  homeGrowth: 0.1,
  scrollBytes: 1024 ** 2,
  pageBytes: PAGE_WEIGHT_LIMIT_BYTES,
  sitemapUrls: 50_000,
};

export const FLOOR_TARGETS = {
  /** Each page's median TBT at most this much above the same page's without scripts. */
  tbtOverFloorMs: 30,
};

export const FIRST_TOUCH_TARGETS = {
  /**
   * Each page's median slowest tap of a first-touch session at most this much above the floor's
   * (what the scripts may add to an early tap: less than a frame and a half).
   */
  overFloorMs: 25,
};

export const SCRIPT_WEIGHT_TARGETS = {
  /**
   * Each page's script of ours (inline included, gzip) once every island has started, at most this
   * many KB; React and React DOM are counted apart and load only where an island needs them.
   */
  oursKb: 20,
};

export const ISLANDS_STARTED_TARGETS = {
  /**
   * Each page's median ms, on a phone (4× CPU), from the load event to every island started at
   * idle, and from a scroll to every island waiting for the viewport started.
   */
  ms: 3000,
};

export const IMPORT_TARGETS = {
  /** The history import of a sheet this long (bench/import.ts) … */
  rows: 50_000,
  /** … takes at most this long, wall clock, on two cores. */
  seconds: 30,
};

export const ARCHIVE_TARGETS = {
  /** An archive shaped like a real one of this many concerts (bench/archive-build.ts) … */
  concerts: 3_000,
  /** … builds from nothing, with an empty image cache, within this long on two cores … */
  coldSeconds: 15 * 60,
  /** … and again, the image cache kept (the nightly build), within this long … */
  warmSeconds: 10 * 60,
  /** … its process tree never above this much memory, and no page over the page limit. */
  peakBytes: 2 * 1024 ** 3,
};
