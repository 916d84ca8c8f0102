// The content editor leaves the public site's service worker (docs/architecture.md#offline).
// A worker's scope is a prefix, so the site's worker (scope: the base path) becomes the
// controller of this page too, and no header or option takes a sub-folder out of a scope. The
// editor must always be the network's latest copy and its requests must reach GitHub untouched,
// so when this page finds itself controlled it unregisters the site's worker in this browser and
// loads again without it. The site's pages register the worker again on the next visit
// (components/offline/register-worker.ts); what the worker kept stays in the browser's caches.
// It reloads only after an unregistration that took effect, so it cannot loop.
(function () {
  var container = navigator.serviceWorker;
  if (!container || !container.controller) return;
  container
    .getRegistration()
    .then(function (registration) {
      return registration ? registration.unregister() : false;
    })
    .then(function (unregistered) {
      if (unregistered) location.reload();
    })
    .catch(function () {});
})();
