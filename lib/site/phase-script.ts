/**
 * The inline script that sets a show's ticket area to the visitor's clock before the first paint
 * (docs/rules/shows.md#show-status). The ticket area is server HTML that no island re-renders
 * (docs/architecture.md#islands), so without it a page built yesterday would show
 * yesterday's buttons: a past show's Purchase Tickets, or "On sale …" on the morning the sale
 * opens. It runs right after the block <PhaseSwitch> renders, reads the block's data attributes
 * and shows the blocks of the phase that applies (each block's data-phase lists its phases), by
 * the same rule as `ticketPhase` in lib/concepts/shows/rules/show-status.ts (a unit test runs both over the same
 * cases). It compares instants only: when the show is over was worked out at build time
 * (`phaseOverAt`), so no time-zone data is loaded before the page paints. Without JavaScript the
 * build's phase stays.
 *
 * The text is the same on every page and for every block, so the Content-Security-Policy needs
 * one hash for it (scripts/postbuild/csp-hashes.ts hashes every inline script).
 */
export const PHASE_SCRIPT = [
  '(function(){',
  'var s=document.currentScript,b=s&&s.previousElementSibling;',
  'if(!b||!b.hasAttribute("data-phase-switch"))return;',
  'var d=b.dataset,n=Date.now();',
  'var f=n>=Number(d.overAt)?"over":d.saleOpens&&n<Date.parse(d.saleOpens)?"beforeSale":"onSale";',
  'for(var c=b.children,i=0;i<c.length;i++)',
  'c[i].hidden=(" "+c[i].getAttribute("data-phase")+" ").indexOf(" "+f+" ")<0;',
  '})()',
].join('');
