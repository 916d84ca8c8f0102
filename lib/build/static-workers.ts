/**
 * How many worker processes `next build` renders the pages with (next.config.ts
 * `experimental.cpus`). Next's default is one fewer than the cores, so on the two-core machines
 * that build the site (CI, the nightly publish) one worker rendered every page while the second
 * core sat idle: at archive size (11,000 pages) that was 400 of a warm build's 660 s. Each worker
 * loads the whole content and holds about 550 MB by the end of an archive-sized build (with the
 * memory settings of package.json's build script), beside Next's own process, so more than two
 * would break the build's 2 GB memory budget (bench/targets.ts ARCHIVE_TARGETS,
 * docs/archive.md#at-the-archives-size).
 */
export const MAX_STATIC_WORKERS = 2;

/** Workers for a machine of `cores` cores: one a core, at least one, at most MAX_STATIC_WORKERS. */
export function staticWorkers(cores: number): number {
  return Math.max(1, Math.min(MAX_STATIC_WORKERS, Math.floor(cores)));
}
