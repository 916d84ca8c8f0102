/**
 * The offline worker (docs/rules/offline.md#offline): what it precaches and how it answers, the
 * plugins workbox-build copies into it, the check of its precache, and the notice a page it
 * answers from its cache carries. Build-only; the worker's registration in the browser is
 * components/offline/register-worker.ts.
 */
export * from './worker-config';
export * from './precache-check';
export * from './offline-notice';
