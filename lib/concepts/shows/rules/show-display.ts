/**
 * What a show page and card display by rule: whether the Purchase Tickets button shows, the
 * festival's download label, the doors-open line's default
 * (docs/rules/tickets.md#tickets-and-buttons and #business-constants).
 */

/** docs/rules/tickets.md#tickets-and-buttons: 'Purchase Tickets' shows only when the tickets flag and a tickets link are present. */
export function showsPurchaseButton(ticketsFlag: boolean, ticketsLink: string): boolean {
  return ticketsFlag && ticketsLink.trim() !== '';
}

/** 'Download Festival Schedule' when the title contains 'international', else '… Brochure'. */
export function downloadLabel(title: string): string {
  return /international/i.test(title) ? 'Download Festival Schedule' : 'Download Festival Brochure';
}

export const DEFAULT_DOORS_OPEN = 'Doors generally open one hour before performance time.';
