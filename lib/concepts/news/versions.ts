/**
 * Every version of the content files whose changes calendar apps must hear about (the show files
 * and content/education.json), read from the repository history for ./revisions.ts to count. Node
 * only. Cheap at any size: one `git log` over the content folders (renames followed, so a moved or
 * renamed file keeps its history) and one `git cat-file --batch` for every version's text, never a
 * process per commit or per file. The history is the first-parent line of the branch built: the
 * versions published one after another (a merged branch counts as one change, as it went live).
 * The files as they are now, committed or not, are the newest version.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { DatedVersion } from './announcements';

/** Why the history cannot be read; the build stops with this message rather than reset counts. */
export class HistoryUnavailable extends Error {}

/** What to do instead, named in every message. */
const OPT_OUT =
  'or, for a copy of the content outside git (tests, benchmarks), set CONTENT_HISTORY=files to use only the revisions the files write (lib/site/deployment.ts)';

function git(cwd: string, args: string[], input?: string): Buffer {
  return execFileSync('git', args, {
    cwd,
    input,
    maxBuffer: 1024 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

function gitText(cwd: string, args: string[]): string | undefined {
  try {
    return git(cwd, args).toString('utf8').trim();
  } catch {
    return undefined;
  }
}

/** What git says when it refuses, e.g. "not a git repository", "dubious ownership". */
function gitRefusal(cwd: string, args: string[]): string {
  try {
    git(cwd, args);
    return '';
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString('utf8').trim();
    return stderr ? ` (git: ${stderr.split('\n')[0]})` : ` (${(error as Error).message})`;
  }
}

/** The texts of many blobs through one `git cat-file --batch`. */
function readBlobs(top: string, ids: readonly string[]): Map<string, string> {
  const blobs = new Map<string, string>();
  if (ids.length === 0) return blobs;
  const out = git(top, ['cat-file', '--batch'], `${ids.join('\n')}\n`);
  let at = 0;
  for (const id of ids) {
    const end = out.indexOf(0x0a, at);
    const header = out.subarray(at, end).toString('utf8').split(' ');
    if (header[1] !== 'blob')
      throw new HistoryUnavailable(`git has no object ${id}: ${header.join(' ')}`);
    const size = Number(header[2]);
    blobs.set(id, out.subarray(end + 1, end + 1 + size).toString('utf8'));
    at = end + 1 + size + 1;
  }
  return blobs;
}

/**
 * The versions, oldest first and the file on disk last, of each of `files` (absolute paths of
 * files inside `contentDir`). Throws HistoryUnavailable when the folder is not in git, none of the
 * files is committed, or the clone is shallow (its counts would start again from the cut).
 */
export function readVersions(contentDir: string, files: readonly string[]): Map<string, string[]> {
  const all = readEveryVersion(contentDir, files);
  return new Map([...all].map(([file, versions]) => [file, versions.map((v) => v.text)]));
}

/**
 * readVersions with each version's commit date, for what's new (lib/concepts/news/announcements.ts):
 * oldest first; the file on disk is the last version only when it differs from the last commit.
 */
export function readDatedVersions(
  contentDir: string,
  files: readonly string[],
): Map<string, DatedVersion[]> {
  const all = readEveryVersion(contentDir, files);
  return new Map(
    [...all].map(([file, versions]) => {
      const onDisk = versions.at(-1);
      const committed = versions.slice(0, -1);
      const unchanged = onDisk && committed.at(-1)?.text === onDisk.text;
      return [file, unchanged ? committed : versions];
    }),
  );
}

/** Each file's committed versions, oldest first, then the file on disk (undated). */
function readEveryVersion(
  contentDir: string,
  files: readonly string[],
): Map<string, DatedVersion[]> {
  const dir = fs.realpathSync(contentDir);
  const where = ['rev-parse', '--show-toplevel', '--is-shallow-repository'];
  const [top, shallow] = (gitText(dir, where) ?? '').split('\n');
  if (!top) {
    throw new HistoryUnavailable(
      `${contentDir} is not in a git repository${gitRefusal(dir, where)}: calendar revisions are counted from the content's history. Build from a clone of the repository, ${OPT_OUT}`,
    );
  }
  if (shallow === 'true') {
    throw new HistoryUnavailable(
      `${top} is a shallow clone: calendar revisions are counted from the content's whole history, which it lacks. Run \`git fetch --unshallow\` (in a workflow: actions/checkout with fetch-depth: 0), ${OPT_OUT}`,
    );
  }
  const current = new Map(files.map((file) => [path.relative(top, fs.realpathSync(file)), file]));
  // Folders, not thousands of paths: git matches every path against every pathspec.
  const folders = [...new Set([...current.keys()].map((file) => path.dirname(file)))];
  const tracked = new Set((gitText(top, ['ls-files', '--', ...folders]) ?? '').split('\n'));
  if (current.size > 0 && ![...current.keys()].some((file) => tracked.has(file))) {
    throw new HistoryUnavailable(
      `${contentDir} is not committed to ${top}: calendar revisions are counted from the content's history. Commit the content, ${OPT_OUT}`,
    );
  }

  // Newest commit first; each current path is followed back through its renames.
  const log = git(top, [
    'log',
    '--first-parent',
    '-M',
    '--raw',
    '--no-abbrev',
    '--format=%x01%cI',
    '--',
    ...folders,
  ]).toString('utf8');
  const following = new Map(current);
  const ids = new Map<string, Array<{ blob: string; date: string }>>(
    [...current.values()].map((file) => [file, []]),
  );
  let date = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('\x01')) date = line.slice(1);
    if (!line.startsWith(':')) continue;
    const [meta = '', ...paths] = line.split('\t');
    const [, , , blob = '', status = ''] = meta.split(' ');
    const [from = '', to = from] = paths;
    const file = following.get(to);
    if (file === undefined) continue;
    ids.get(file)?.push({ blob, date });
    if (status.startsWith('R')) {
      following.delete(to);
      following.set(from, file);
    } else if (status === 'A' || status === 'D') {
      // Before it was added there is nothing to follow (a deleted file has no version here).
      following.delete(to);
    }
  }
  const all = [...ids.values()].flat().map((version) => version.blob);
  const blobs = readBlobs(top, [...new Set(all.filter((id) => !/^0+$/.test(id)))]);
  const versions = new Map<string, DatedVersion[]>();
  for (const [file, newestFirst] of ids) {
    const committed = newestFirst
      .reverse()
      .map((version) => ({ text: blobs.get(version.blob) ?? '', date: version.date }));
    versions.set(file, [...committed, { text: fs.readFileSync(file, 'utf8') }]);
  }
  return versions;
}

/**
 * When each file under `contentDir` last changed: the commit date (ISO 8601) of the newest
 * first-parent commit that touched it, keyed by absolute path, from one `git log`. For the
 * sitemap's `lastmod` (app/sitemap.ts). A file changed but not yet committed keeps its last
 * commit's date: a local build is never published. Throws HistoryUnavailable as readVersions does.
 */
export function readLastChanged(contentDir: string): Map<string, string> {
  const dir = fs.realpathSync(contentDir);
  const where = ['rev-parse', '--show-toplevel', '--is-shallow-repository'];
  const [top, shallow] = (gitText(dir, where) ?? '').split('\n');
  if (!top || shallow === 'true') {
    throw new HistoryUnavailable(`${contentDir} has no whole git history to date its files by`);
  }
  const log = git(top, [
    'log',
    '--first-parent',
    '--format=%x01%cI',
    '--name-only',
    '--',
    path.relative(top, dir) || '.',
  ]).toString('utf8');
  const changed = new Map<string, string>();
  let date = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('\x01')) date = line.slice(1);
    else if (line !== '') {
      const file = path.join(top, line);
      if (!changed.has(file)) changed.set(file, date);
    }
  }
  return changed;
}
