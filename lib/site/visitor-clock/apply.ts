/**
 * The visitor's day and phase applied to a page (docs/architecture.md#the-visitors-clock): the
 * server rendered everything that depends on the day for the build day, marked up with the
 * attributes of ./vocabulary.ts; this shows and hides by the visitor's instant and day at the
 * venue, with the same rules the build used. Browser-safe and without state: the inline clock
 * script (./start.ts) runs it before the first paint, and tests run it on any document.
 */
import { chooseDay, type DayMode } from '../../concepts/tonight';
import { isUpcoming, seriesPackageLink } from '../../concepts/seasons';
import { phaseAt, type TicketPhase } from '../../concepts/shows';
import { isPastRequestBy } from '../../concepts/venues';
import { daysInWindow, isListingWindow, listingPlace, listingCount } from '../../concepts/listings';
import { CLOCK_ATTRIBUTES as A } from './vocabulary';

/** A candidate of the series package link, as `data-series-package` lists them. */
export interface SeriesPackage {
  day: string;
  endDate?: string;
  date?: string;
  speakerSeries: boolean;
  packageTickets: string;
}

/** Sets `hidden` only when it changes, so a pass that changes nothing costs no style work. */
function show(element: HTMLElement, shown: boolean): void {
  if (element.hidden === shown) element.hidden = !shown;
}

function all(root: ParentNode, selector: string): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(selector)];
}

function attr(element: Element, name: string): string | undefined {
  return element.getAttribute(name) ?? undefined;
}

/** Each ticket area shows the blocks of its phase at `now`. */
function applyPhase(root: ParentNode, now: number): void {
  for (const area of all(root, `[${A.phaseSwitch}]`)) {
    const phase: TicketPhase = phaseAt(now, Number(attr(area, A.overAt)), attr(area, A.saleOpens));
    for (const block of all(area, `:scope > [${A.phase}]`))
      show(block, (attr(block, A.phase) ?? '').split(' ').includes(phase));
  }
}

/** Each day switch shows the block of the day `chooseDay` picks, or its none block. */
function applyDaySwitch(root: ParentNode, today: string): void {
  for (const switcher of all(root, `[${A.daySwitch}]`)) {
    const blocks = all(switcher, `:scope > [${A.day}]`);
    const mode: DayMode = attr(switcher, A.daySwitch) === 'next' ? 'next' : 'today';
    const chosen = chooseDay(
      blocks.map((block) => attr(block, A.day) ?? ''),
      today,
      mode,
    );
    for (const block of blocks) show(block, attr(block, A.day) === chosen?.day);
    for (const word of all(switcher, `[${A.when}]`))
      show(word, attr(word, A.when) === chosen?.when);
    for (const none of all(switcher, `:scope > [${A.dayNone}]`)) show(none, chosen === undefined);
  }
}

/** Whether a card marked `data-shown-while` is shown on `today`. */
export function shownOn(item: Element, today: string): boolean {
  const day = attr(item, A.day);
  if (day === undefined) return !item.hasAttribute('hidden');
  const upcoming = isUpcoming({ day, endDate: attr(item, A.endDate) }, today);
  if (attr(item, A.shownWhile) === 'past') return !upcoming;
  const lastServiceDay = attr(item, A.lastServiceDay);
  return upcoming && (lastServiceDay === undefined || lastServiceDay >= today);
}

/** Upcoming and past: each card, then each list with its empty note and its section. */
function applySplit(root: ParentNode, today: string): void {
  for (const item of all(root, `[${A.shownWhile}]`)) show(item, shownOn(item, today));
  for (const list of all(root, `[${A.splitList}]`)) {
    const key = attr(list, A.splitList);
    const any = all(list, `[${A.shownWhile}]`).some((item) => !item.hidden);
    show(list, any);
    // The note is the list's sibling and the section its ancestor, so two splits on one page
    // never answer for each other.
    const notes = list.parentElement ? all(list.parentElement, `:scope > [${A.splitEmpty}]`) : [];
    for (const note of notes) if (attr(note, A.splitEmpty) === key) show(note, !any);
    const section = list.parentElement?.closest<HTMLElement>(`[${A.splitSection}]`);
    if (section && attr(section, A.splitSection) === key) show(section, any);
  }
}

/** Today's mark: aria-current="date", its class and its "Today" word on the visitor's day. */
function applyTodayMark(root: ParentNode, today: string): void {
  for (const mark of all(root, `[${A.todayMark}]`)) {
    const isToday = attr(mark, A.day) === today;
    if (isToday !== (mark.getAttribute('aria-current') === 'date')) {
      if (isToday) mark.setAttribute('aria-current', 'date');
      else mark.removeAttribute('aria-current');
    }
    const todayClass = attr(mark, A.todayClass);
    if (todayClass && mark.classList.contains(todayClass) !== isToday)
      mark.classList.toggle(todayClass, isToday);
    for (const word of all(mark, `[${A.today}]`)) show(word, isToday);
  }
}

/** "Request by …" through the request-by day, "call instead" after it. */
function applyRequestBy(root: ParentNode, today: string): void {
  for (const request of all(root, `[${A.requestBy}]`)) {
    const closed = isPastRequestBy(today, attr(request, A.requestBy) ?? '');
    for (const variant of all(request, `[${A.requestByVariant}]`))
      show(variant, (attr(variant, A.requestByVariant) === 'closed') === closed);
  }
}

/** The series package link: the first upcoming series show's package, hidden when none is left. */
function applySeriesPackage(root: ParentNode, today: string): void {
  for (const link of all(root, `a[${A.seriesPackage}]`)) {
    let candidates: SeriesPackage[] = [];
    try {
      candidates = JSON.parse(attr(link, A.seriesPackage) ?? '[]') as SeriesPackage[];
    } catch {
      // Written by the build from validated content; a broken value keeps the build's link.
      continue;
    }
    const href = seriesPackageLink(candidates, today);
    show(link, href !== undefined);
    if (href !== undefined && link.getAttribute('href') !== href) link.setAttribute('href', href);
  }
}

/** The moment a listing row sorts by. */
const rowAt = (row: Element) => attr(row, A.listingAt) ?? '';

/**
 * A listing by the visitor's day (docs/rules/listings.md#listings): each row in the list its days
 * place it in, in date order, or hidden; the upcoming list, its empty note, the past section and
 * the count follow. The island (components/listings/ListingChoices.tsx) writes a visitor's choice
 * into the same attributes and calls this, so a later pass keeps the choice. Rows move only when
 * a list's shown rows are not already the ones it should show, in order.
 */
export function applyListing(root: ParentNode, today: string): void {
  const upcomingList = root.querySelector<HTMLElement>(`[${A.listingList}="upcoming"]`);
  const pastList = root.querySelector<HTMLElement>(`[${A.listingList}="past"]`);
  // Until the parser has reached the past list (the last), the rows are not all there.
  if (!upcomingList || !pastList) return;
  const windowName = attr(upcomingList, A.listingWindow) ?? '';
  const window = isListingWindow(windowName) ? windowName : undefined;
  const keepsPast = !upcomingList.hasAttribute(A.listingNoPast);
  const placed: Record<'upcoming' | 'past', HTMLElement[]> = { upcoming: [], past: [] };
  const rows = all(root, `[${A.listingRow}]`).sort((a, b) =>
    rowAt(a) < rowAt(b) ? -1 : rowAt(a) > rowAt(b) ? 1 : 0,
  );
  for (const row of rows) {
    const days = (attr(row, A.listingDays) ?? '').split(' ').filter(Boolean);
    const place = listingPlace(daysInWindow(days, window, today), keepsPast, today);
    show(row, place !== undefined);
    if (place) placed[place].push(row);
  }
  for (const [list, wanted] of [
    [upcomingList, placed.upcoming],
    [pastList, placed.past],
  ] as const) {
    const shown = [...list.children].filter((child) => !(child as HTMLElement).hidden);
    if (shown.length !== wanted.length || shown.some((child, i) => child !== wanted[i]))
      for (const row of wanted) list.append(row);
  }
  show(upcomingList, placed.upcoming.length > 0);
  for (const note of all(root, `[${A.listingEmpty}]`)) show(note, placed.upcoming.length === 0);
  for (const section of all(root, `[${A.listingPast}]`)) show(section, placed.past.length > 0);
  const coming = placed.upcoming.filter((row) => !row.hasAttribute(A.listingCalledOff)).length;
  for (const count of all(root, `[${A.listingCount}]`)) {
    // The text node itself, which the island's React keeps a hold of, gets the words.
    const text = listingCount(coming);
    const node = count.firstChild;
    if (node === null) count.textContent = text;
    else if (node.nodeType === Node.TEXT_NODE && node.nodeValue !== text) node.nodeValue = text;
  }
}

/** Applies the visitor's instant `now` (ms) and day `today` (YYYY-MM-DD at the venue) to `root`. */
export function applyClock(root: ParentNode, now: number, today: string): void {
  applyPhase(root, now);
  applyDaySwitch(root, today);
  applySplit(root, today);
  applyTodayMark(root, today);
  applyRequestBy(root, today);
  applySeriesPackage(root, today);
  applyListing(root, today);
}
