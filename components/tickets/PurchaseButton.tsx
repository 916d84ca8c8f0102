/** The one Purchase Tickets button of a card, a show page or a performance (docs/rules/tickets.md#tickets-and-buttons). */
import { ExternalLink } from '@/components/ui/ExternalLink';
import { showsPurchaseButton } from '@/lib/concepts/shows';
import type { Show } from '@/lib/content/types';

/** 'Purchase Tickets' only when the show has a ticket link (docs/rules/tickets.md#tickets-and-buttons). */
export function PurchaseButton({
  show,
  context,
}: {
  show: Pick<Show, 'tickets'>;
  context?: string;
}) {
  if (!showsPurchaseButton(true, show.tickets)) return null;
  return (
    <ExternalLink href={show.tickets} className="button button--primary">
      Purchase Tickets
      {context ? <span className="visually-hidden">: {context}</span> : null}
    </ExternalLink>
  );
}
