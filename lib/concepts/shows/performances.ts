/**
 * A parsed show's performances as the pages use them (docs/rules/shows.md#performances): each
 * with the show's values where it sets none, its formatted date and time, and its sale opening as
 * an instant. A show without a `performances` list has one, made of the show's own fields.
 */
import { formatDateLong, formatDateShort, formatDateTimeLong, formatTime } from '../../time/format';
import { zonedToInstant } from '../../time/timezone';
import { inVocabularyOrder, type AccessibilityService } from '../venues';
import { performanceId } from './rules/performances';
import { performancePrice, priceInWords } from '../prices';
import type { RawShow } from './show-schema';
import type { Performance } from '../../content/types';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Fri, Dec 11" */
function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}, ${formatDateShort(day)}`;
}

export function derivePerformances(raw: RawShow, timeZone: string): Performance[] {
  const own =
    raw.performances.length > 0
      ? raw.performances
      : [
          {
            date: raw.date,
            status: raw.status,
            previousDate: raw.previousDate,
            accessibility: [] as AccessibilityService[],
            touchTour: undefined,
            revision: 0,
            note: undefined,
            tickets: undefined,
            onSale: undefined,
            presaleTickets: undefined,
            price: undefined,
            people: [],
          },
        ];
  return [...own]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((p) => {
      const onSale = p.onSale ?? raw.onSale;
      const price = performancePrice(raw.price, p.price);
      const services = new Set<AccessibilityService>([...raw.accessibility, ...p.accessibility]);
      return {
        id: performanceId(p.date),
        date: p.date,
        day: p.date.slice(0, 10),
        status: p.status ?? raw.status,
        previousDate: p.previousDate,
        previousDateFormatted: p.previousDate ? formatDateTimeLong(p.previousDate) : undefined,
        tickets: p.tickets ?? raw.tickets,
        presaleTickets: p.presaleTickets ?? raw.presaleTickets,
        onSaleFormatted: onSale ? formatDateTimeLong(onSale) : undefined,
        onSaleInstant: onSale ? zonedToInstant(onSale, timeZone).toISOString() : undefined,
        accessibility: inVocabularyOrder([...services]).map((service) => service.id),
        ...(p.note ? { note: p.note } : {}),
        ...(p.touchTour ? { touchTourTime: formatTime(p.touchTour) } : {}),
        people: p.people,
        ...(price ? { price } : {}),
        priceLabel: priceInWords(price),
        revision: raw.revision + p.revision,
        dateFormatted: formatDateLong(p.date),
        dateFormattedShort: shortDay(p.date.slice(0, 10)),
        timeFormatted: formatTime(p.date),
      };
    });
}
