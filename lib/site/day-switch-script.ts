/**
 * The inline script that shows the visitor's day before the first paint, on Tonight and in the
 * home page's notice (docs/rules/visiting.md#tonight), as lib/site/phase-script.ts does for ticket
 * areas. It runs right after the block <DaySwitch> renders (components/tonight/DaySwitch.tsx):
 * it shows the child whose data-day `chooseDay` of lib/concepts/tonight/rules/tonight.ts picks (a unit test runs
 * both over the same cases), the data-when labels of that choice, and data-day-none when nothing
 * is chosen, reading the venue's day as lib/time/venue-clock.ts venueDay does: from the zone's
 * offsets the build wrote in data-offsets (lib/time/offsets.ts offsetsAttribute) while they reach
 * the moment, so no time-zone data is loaded before the first paint, else with Intl. Without
 * JavaScript the build's choice stays.
 *
 * The text is the same on every page, so the Content-Security-Policy needs one hash for it
 * (scripts/postbuild/csp-hashes.ts hashes every inline script).
 */
import { DAY_PARTS } from '../time/venue-clock';

/** The venue clock's day options as script text, as lib/site/phase-script.ts writes them. */
const dayPartsText = Object.entries(DAY_PARTS)
  .map(([part, style]) => `${part}:"${style}"`)
  .join(',');

export const DAY_SWITCH_SCRIPT = [
  '(function(){',
  'var s=document.currentScript,b=s&&s.previousElementSibling;',
  'if(!b||!b.hasAttribute("data-day-switch"))return;',
  'try{',
  'var d=b.dataset,n=Date.now(),o=(d.offsets||"").split(";"),m=null,p={},t;',
  'if(o.length===2&&n<Number(o[1]))o[0].split(" ").forEach(function(x){',
  'x=x.split(":");if(Number(x[0])<=n)m=Number(x[1])});',
  'if(m!==null)t=new Date(n+m*6e4).toISOString().slice(0,10);else{',
  `new Intl.DateTimeFormat("en-US",{timeZone:d.timeZone,${dayPartsText}})`,
  '.formatToParts(new Date(n)).forEach(function(x){p[x.type]=x.value});',
  't=p.year+"-"+p.month+"-"+p.day}',
  'var c=b.querySelectorAll("[data-day]"),k=null,w=null,i,y;',
  'for(i=0;i<c.length;i++){y=c[i].getAttribute("data-day");if(y===t){k=t;w="today";}}',
  'if(k===null&&d.daySwitch==="next")for(i=0;i<c.length&&k===null;i++){',
  'y=c[i].getAttribute("data-day");if(y>t){k=y;w="next";}}',
  'for(i=0;i<c.length;i++)c[i].hidden=c[i].getAttribute("data-day")!==k;',
  'c=b.querySelectorAll("[data-when]");',
  'for(i=0;i<c.length;i++)c[i].hidden=c[i].getAttribute("data-when")!==w;',
  'c=b.querySelectorAll("[data-day-none]");',
  'for(i=0;i<c.length;i++)c[i].hidden=k!==null;',
  '}catch(e){}',
  '})()',
].join('');
