/**
 * Small display rules of the spec. STUB: signatures agreed; implementation in progress.
 */

/** Spec section 9: 'Purchase Tickets' shows only when the tickets flag and a tickets link are present. */
export function showsPurchaseButton(ticketsFlag: boolean, ticketsLink: string): boolean {
  throw new Error(`not implemented ${ticketsFlag} ${ticketsLink}`);
}

/** 'Download Festival Schedule' when the title contains 'international', else '… Brochure'. */
export function downloadLabel(title: string): string {
  throw new Error(`not implemented ${title}`);
}

export const DEFAULT_DOORS_OPEN = 'Doors generally open one hour before performance time.';
