/**
 * git in a repository a test makes for itself, as a fixed committer (the machine may have no git
 * identity) and, when given, at a fixed date. Used by the history tests and the editor's
 * revision test.
 */
import { execFileSync } from 'node:child_process';

export function gitIn(cwd: string, args: readonly string[], date?: string): string {
  return execFileSync('git', args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Box Office',
      GIT_AUTHOR_EMAIL: 'box@example.edu',
      GIT_COMMITTER_NAME: 'Box Office',
      GIT_COMMITTER_EMAIL: 'box@example.edu',
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
  }).toString('utf8');
}
