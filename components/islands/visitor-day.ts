/**
 * The visitor's day, brought to server-rendered HTML without React (docs/rules/seasons.md#upcoming-and-past):
 * the build decided upcoming and past, today's mark and the series package for the build day at
 * the venue; a visitor whose day is another (after midnight, before the nightly build) sees them
 * decided again here. Marked up by the server with these attributes, inside a `visitor-day`
 * island (components/islands/Island.tsx, DomIsland):
 * - `data-shown-while="upcoming"|"past"` with `data-day`, `data-end-date` and, in a list
 *   filtered by a service, `data-last-service-day`: shown only while the show is (not) upcoming;
 * - `data-split-list`: a list whose `data-split-empty` note (same value) shows when none of its
 *   items is shown, and whose `data-split-section` (same value) hides then;
 * - `data-today-mark` with `data-day` (and `data-today-class`): aria-current="date" and its
 *   "Today" word (`[data-today]`) on the visitor's today;
 * - `data-series-package` with the candidates in the island's props: the first upcoming series
 *   show's package link;
 * - `data-request-by` (lib/concepts/venues/rules/request-by.ts): "Request by …" until that day, "call instead"
 *   after it.
 * It runs again when the tab comes back into view, so a tab left open past midnight follows.
 */
import {
  isPastRequestBy,
  REQUEST_BY_ATTRIBUTE,
  REQUEST_BY_VARIANT_ATTRIBUTE,
} from '@/lib/concepts/venues/rules/request-by';
import { isUpcoming, seriesPackageLink } from '@/lib/concepts/seasons/rules/upcoming';
import { venueDay } from '@/lib/time/venue-clock';
import type { VisitorClock } from '@/lib/time/visitor-clock';

/** The clock (lib/time/visitor-clock.ts); without offsets, as in tests, the day is read with Intl. */
export type VisitorDayProps = Omit<VisitorClock, 'offsets'> & {
  offsets?: VisitorClock['offsets'];
  /** For `data-series-package`: the series' shows and their package links. */
  packages?: Array<{
    day: string;
    endDate?: string;
    date?: string;
    speakerSeries: boolean;
    packageTickets: string;
  }>;
};

function data(element: Element, name: string): string | undefined {
  return element.getAttribute(`data-${name}`) ?? undefined;
}

/** Whether an item marked `data-shown-while` is shown on `today`. */
export function shownOn(item: Element, today: string): boolean {
  const day = data(item, 'day');
  if (day === undefined) return !item.hasAttribute('hidden');
  const upcoming = isUpcoming({ day, endDate: data(item, 'end-date') }, today);
  const lastServiceDay = data(item, 'last-service-day');
  if (data(item, 'shown-while') === 'past') return !upcoming;
  return upcoming && (lastServiceDay === undefined || lastServiceDay >= today);
}

/** Applies `today` to everything the island holds. */
export function applyDay(root: HTMLElement, today: string, props: VisitorDayProps): void {
  for (const item of root.querySelectorAll<HTMLElement>('[data-shown-while]')) {
    item.hidden = !shownOn(item, today);
  }
  for (const list of root.querySelectorAll<HTMLElement>('[data-split-list]')) {
    const key = list.getAttribute('data-split-list');
    const any = [...list.querySelectorAll<HTMLElement>('[data-shown-while]')].some(
      (item) => !item.hidden,
    );
    for (const note of root.querySelectorAll<HTMLElement>(`[data-split-empty="${key}"]`))
      note.hidden = any;
    for (const section of root.querySelectorAll<HTMLElement>(`[data-split-section="${key}"]`))
      section.hidden = !any;
    list.hidden = !any;
  }
  for (const mark of root.querySelectorAll<HTMLElement>('[data-today-mark]')) {
    const isToday = data(mark, 'day') === today;
    if (isToday) mark.setAttribute('aria-current', 'date');
    else mark.removeAttribute('aria-current');
    const todayClass = data(mark, 'today-class');
    if (todayClass) mark.classList.toggle(todayClass, isToday);
    for (const word of mark.querySelectorAll<HTMLElement>('[data-today]')) word.hidden = !isToday;
  }
  for (const request of root.querySelectorAll<HTMLElement>(`[${REQUEST_BY_ATTRIBUTE}]`)) {
    const closed = isPastRequestBy(today, request.getAttribute(REQUEST_BY_ATTRIBUTE) ?? '');
    for (const variant of request.querySelectorAll<HTMLElement>(
      `[${REQUEST_BY_VARIANT_ATTRIBUTE}]`,
    ))
      variant.hidden = (variant.getAttribute(REQUEST_BY_VARIANT_ATTRIBUTE) === 'closed') !== closed;
  }
  for (const button of root.querySelectorAll<HTMLAnchorElement>('a[data-series-package]')) {
    const link = props.packages ? seriesPackageLink(props.packages, today) : undefined;
    button.hidden = link === undefined;
    if (link) button.href = link;
  }
}

/** The island's start: the visitor's day now, and again whenever the tab comes back. */
export function startVisitorDay(root: HTMLElement, props: Record<string, unknown>): void {
  const settings = props as unknown as VisitorDayProps;
  let shown = settings.buildDay;
  const update = () => {
    const today = venueDay(settings.timeZone, new Date(), settings.offsets);
    if (today === shown) return;
    shown = today;
    applyDay(root, today, settings);
  };
  update();
  document.addEventListener('visibilitychange', update);
  window.addEventListener('focus', update);
}
