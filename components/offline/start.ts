/**
 * The entry of the worker's registration (`_islands/worker-{hash}.js`, bundled by
 * lib/build/islands-bundle.ts): added to every page of the site.
 */
import { startWorker } from './register-worker';

startWorker();
