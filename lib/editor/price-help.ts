/**
 * Labels and help for the price and affordability fields of shows, performances and films
 * (docs/EDITING.md#prices), in staff words; lib/editor/help.ts merges them into its table. The
 * words of each affordability kind are the ones visitors read (lib/concepts/prices/rules/affordability.ts).
 */
import { affordabilityLabels } from '../concepts/prices';
import type { FieldPath, Presentation } from './presentation-types';

const AMOUNT = 'In dollars, e.g. 18 or 12.50.';

/** The four fields of a price, under `path` (a show's, a performance's or a film's price). */
function priceFields(path: FieldPath, whose: string): Record<FieldPath, Presentation> {
  return {
    [path]: {
      label: 'Ticket prices',
      hint: `${whose} Visitors read it in words: “$18–$42”, “$25”, “Free”, “Pay what you can, from $5”; empty means “Prices to be announced”.`,
    },
    [`${path}.min`]: {
      label: 'Lowest price',
      hint: `${AMOUNT} For pay what you can, the least a ticket costs (0 if nothing). 0 with no highest price means free.`,
    },
    [`${path}.max`]: {
      label: 'Highest price',
      hint: `${AMOUNT} Leave empty when there is one price. Never below the lowest.`,
    },
    [`${path}.free`]: {
      label: 'Free admission',
      hint: 'Tick for a free event; leave the prices empty.',
    },
    [`${path}.payWhatYouCan`]: {
      label: 'Pay what you can',
      hint: 'Visitors choose what they pay, from the lowest price (needed); no highest price.',
    },
  };
}

export const PRICE_HELP: Record<FieldPath, Presentation> = {
  ...priceFields('shows.price', 'For every performance, unless a performance has its own.'),
  ...priceFields(
    'shows.performances.price',
    'Only when this performance costs something else (a free preview); empty means the show’s prices.',
  ),
  ...priceFields(
    'shows.shows.price',
    'A single ticket to this film, when sold apart from the festival pass; empty says nothing.',
  ),
  'shows.affordability': {
    label: 'Ways to pay less',
    hint: 'Student tickets, rush, a free companion seat…: pick the kind, then say who qualifies, what it costs and where. Shown beside the price.',
  },
  'shows.affordability.kind': {
    label: 'Kind',
    hint: 'Each kind once per show; the words visitors read.',
    options: affordabilityLabels,
  },
  'shows.affordability.details': {
    label: 'Conditions',
    hint: 'One or two sentences, e.g. “$10 with a valid student ID, at the box office”.',
  },
};
