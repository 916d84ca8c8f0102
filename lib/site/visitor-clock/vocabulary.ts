/**
 * The one attribute vocabulary of the visitor's clock (docs/architecture.md#the-visitors-clock):
 * the server writes these attributes for the build day, and the inline clock script
 * (./apply.ts, ./start.ts) reads them and applies the visitor's day and phase before the first
 * paint. Every component that marks something up for the clock, and the clock itself, take the
 * names from here.
 */
import { REQUEST_BY_ATTRIBUTE, REQUEST_BY_VARIANT_ATTRIBUTE } from '../../concepts/venues';

export const CLOCK_ATTRIBUTES = {
  /** On <html>: the venue's time zone, the zone's offsets (lib/time/offsets.ts) and the build day. */
  zone: 'data-clock-zone',
  offsets: 'data-clock-offsets',
  buildDay: 'data-clock-build-day',
  /** On <html>, written by the clock: the visitor's day at the venue, for the islands (./read.ts). */
  visitorDay: 'data-clock-day',

  /** A ticket area (components/tickets/PhaseSwitch.tsx): when the show is over (ms), when the sale opens (ISO). */
  phaseSwitch: 'data-phase-switch',
  overAt: 'data-over-at',
  saleOpens: 'data-sale-opens',
  /** Each child of a ticket area: the phases it is shown in, space-separated. */
  phase: 'data-phase',

  /** Blocks by day, one shown (components/tonight/DaySwitch.tsx); the value is the mode. */
  daySwitch: 'data-day-switch',
  /** A day a block, card or mark is about, YYYY-MM-DD; with `endDate`, a run's first day. */
  day: 'data-day',
  endDate: 'data-end-date',
  /** In a day switch: the "today" or "next" words, and the block shown when no day is chosen. */
  when: 'data-when',
  dayNone: 'data-day-none',

  /** A card shown only while its show is "upcoming" or "past" (components/seasons/SeasonSplit.tsx). */
  shownWhile: 'data-shown-while',
  /** In a list filtered by a service: the last day a performance offers it. */
  lastServiceDay: 'data-last-service-day',
  /** A list of such cards; the note shown when none is, and the section hidden then (same value). */
  splitList: 'data-split-list',
  splitEmpty: 'data-split-empty',
  splitSection: 'data-split-section',

  /** A calendar day: aria-current="date", the class in `todayClass` and its `today` word on the visitor's today. */
  todayMark: 'data-today-mark',
  todayClass: 'data-today-class',
  today: 'data-today',

  /** The series package link; the value is its candidates as JSON (./apply.ts SeriesPackage). */
  seriesPackage: 'data-series-package',

  /**
   * A listing (components/listings/ListingView.tsx). Each row: its entry's key, the days it
   * answers the page's question on apart from a window (space-separated), the moment it sorts by
   * (YYYY-MM-DDTHH:MM), and whether it is called off (listed, not counted).
   */
  listingRow: 'data-listing-key',
  listingDays: 'data-listing-days',
  listingAt: 'data-listing-at',
  listingCalledOff: 'data-listing-called-off',
  /**
   * Its two lists, "upcoming" and "past"; on the upcoming one, the question's window that moves
   * with the day ("this-week", "this-weekend") and whether the listing keeps nothing past.
   */
  listingList: 'data-listing',
  listingWindow: 'data-listing-window',
  listingNoPast: 'data-listing-no-past',
  /** Its empty note, its past section, its heading and the count of what is to come. */
  listingEmpty: 'data-listing-empty',
  listingPast: 'data-listing-past',
  listingTitle: 'data-listing-title',
  listingCount: 'data-listing-count',

  /** An access request's last day (lib/concepts/venues/rules/request-by.ts) and its two variants. */
  requestBy: REQUEST_BY_ATTRIBUTE,
  requestByVariant: REQUEST_BY_VARIANT_ATTRIBUTE,
} as const;

/** The event the clock sends on `document` when the visitor's day changes (./read.ts). */
export const CLOCK_EVENT = 'visitorclock';
