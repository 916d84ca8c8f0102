// One worker thread of the islands step (./islands.ts shipAllPages): rewrites and checks its share
// of the pages and posts back what it found; the step gathers every thread's failures and stops
// the build as one.
import { parentPort, workerData } from 'node:worker_threads';
import { shipPages, type PageScripts } from './islands';

const { files, dir, scripts } = workerData as {
  files: string[];
  dir: string;
  scripts: PageScripts;
};

shipPages(files, dir, scripts).then(
  (shipped) => parentPort?.postMessage(shipped),
  (error: unknown) => {
    throw error;
  },
);
