/**
 * The inline script that sets a show's ticket area to the visitor's clock before the first paint
 * (docs/product-rules.md#show-status). React starts only after the page has painted (see
 * scripts/postbuild/defer-hydration.ts), so without it a page built yesterday would show yesterday's buttons
 * until then: a past show's Purchase Tickets, or "On sale …" on the morning the sale opens. It
 * runs right after the block <PhaseSwitch> renders, reads the block's data attributes and shows
 * the blocks of the phase that applies (each block's data-phase lists its phases), by the same rule as `ticketPhase` in lib/rules/show-status.ts (a unit test
 * runs both over the same cases), reading the venue's day as lib/time/venue-clock.ts does. Without JavaScript the build's phase stays.
 *
 * The text is the same on every page and for every block, so the Content-Security-Policy needs
 * one hash for it (scripts/postbuild/csp-hashes.ts hashes every inline script).
 */
import { DAY_PARTS } from '../time/venue-clock';

/** The venue clock's day options as script text: year:"numeric",month:"2-digit",day:"2-digit". */
const dayPartsText = Object.entries(DAY_PARTS)
  .map(([part, style]) => `${part}:"${style}"`)
  .join(',');

export const PHASE_SCRIPT = [
  '(function(){',
  'var s=document.currentScript,b=s&&s.previousElementSibling;',
  'if(!b||!b.hasAttribute("data-phase-switch"))return;',
  'try{',
  'var d=b.dataset,n=new Date(),p={};',
  `new Intl.DateTimeFormat("en-US",{timeZone:d.timeZone,${dayPartsText}})`,
  '.formatToParts(n).forEach(function(x){p[x.type]=x.value});',
  'var t=p.year+"-"+p.month+"-"+p.day,last=d.endDate||d.day;',
  'var f=last<t?"over":d.saleOpens&&n.getTime()<Date.parse(d.saleOpens)?"beforeSale":"onSale";',
  'for(var c=b.children,i=0;i<c.length;i++)',
  'c[i].hidden=(" "+c[i].getAttribute("data-phase")+" ").indexOf(" "+f+" ")<0;',
  '}catch(e){}',
  '})()',
].join('');
