/**
 * The inline script that registers the service worker (docs/architecture.md#offline). It is the
 * only script the worker adds to a page, and it does its work after the page has loaded, when the
 * browser is idle, so nothing runs while the page starts.
 *
 * Once the worker is ready it asks it to keep the page in view, through Workbox's CACHE_URLS
 * message (workbox-routing routes each address as if the page had fetched it), whenever the page
 * did not come through the worker: the first visit, which the worker did not control yet (with the
 * same-origin files that visit loaded: images, scripts), and each client-side navigation (Next's
 * links fetch a payload, not the page), seen through the Navigation API where the browser has it.
 * Each address goes as a same-origin request: the pages route keeps only those and navigations
 * (opened-pages-plugin.ts), never the router's prefetches.
 *
 * Invariant: the text depends only on the base path, so every page of a build has the same script
 * and the Content-Security-Policy needs one hash for it (scripts/postbuild/csp-hashes.ts).
 */
import { routes } from '../../site/routes';

/** The script's text for a site built for `basePath` ('' or '/artistseries'). */
export function registerScript(basePath: string): string {
  const worker = JSON.stringify(`${basePath}${routes.serviceWorker()}`);
  const scope = JSON.stringify(`${basePath}${routes.home()}`);
  return [
    '(function(){',
    'var c=navigator.serviceWorker;if(!c)return;',
    'function start(){c.register(' +
      worker +
      ',{scope:' +
      scope +
      '}).then(function(){return c.ready})',
    '.then(function(r){var last="";',
    'function keep(urls){if(r.active)r.active.postMessage({type:"CACHE_URLS",payload:{urlsToCache:',
    'urls.map(function(u){return[u,{mode:"same-origin"}]})}})}',
    'function here(){var u=location.href.split("#")[0];if(u!==last){last=u;keep([u])}}',
    'if(!c.controller){last=location.href.split("#")[0];',
    'keep([last].concat(performance.getEntriesByType("resource").map(function(e){return e.name})',
    '.filter(function(u){return u.indexOf(location.origin+"/")===0})))}',
    'if(window.navigation)navigation.addEventListener("currententrychange",here)',
    '}).catch(function(){})}',
    'function idle(){(window.requestIdleCallback||setTimeout)(start)}',
    'if(document.readyState==="complete")idle();else addEventListener("load",idle)',
    '})()',
  ].join('');
}
