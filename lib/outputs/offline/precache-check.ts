/**
 * What the service worker's precache must never hold, as a check over the list generateSW made
 * (scripts/postbuild/service-worker.ts fails the build on any problem): a precompressed copy, a
 * router payload, anything of the editor, or more than PRECACHE_MAX_BYTES in all. The globs in
 * worker-config.ts already say so; this holds the result to it (docs/architecture.md#offline).
 */
import { routes } from '../../site/routes';
import { PRECACHE_MAX_BYTES } from './worker-config';

/** Each problem with a precache list (URLs relative to the export) of `totalBytes`; [] when none. */
export function precacheProblems(urls: readonly string[], totalBytes: number): string[] {
  const editor = routes.editor().slice(1);
  const problems = urls.flatMap((url) => {
    if (/\.(?:br|gz)$/.test(url)) return [`${url}: a precompressed copy is precached`];
    if (url.endsWith('.txt')) return [`${url}: a router payload is precached`];
    if (url.startsWith(editor)) return [`${url}: the editor's file is precached`];
    return [];
  });
  if (totalBytes > PRECACHE_MAX_BYTES) {
    problems.push(
      `the precache holds ${Math.ceil(totalBytes / 1024)} KB, over ${PRECACHE_MAX_BYTES / 1024} KB`,
    );
  }
  return problems;
}
