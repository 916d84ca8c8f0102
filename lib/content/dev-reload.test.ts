/** @jest-environment node */
// `next dev` keeps one process while staff or developers edit content/: the facade reads the
// content again once a file changed there, and a build reads it once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { contentStamp } from './';

type Facade = typeof import('./');

const fixtures = path.join(process.cwd(), 'test', 'fixtures');

/** A copy of the fixture content (with its public/) the test may edit. */
function editableCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-reload-'));
  fs.cpSync(fixtures, root, { recursive: true });
  return path.join(root, 'content');
}

const restore: Array<() => void> = [];
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
});

/** The facade as a fresh process under NODE_ENV, reading `dir`. */
function facadeIn(nodeEnv: string, dir: string): Facade {
  const saved = { ...process.env };
  Object.assign(process.env, { NODE_ENV: nodeEnv, CONTENT_DIR: dir, CONTENT_HISTORY: 'files' });
  // The facade checks files in the project's public/: here the copy's, beside its content.
  const cwd = jest.spyOn(process, 'cwd').mockReturnValue(path.dirname(dir));
  let facade: Facade | undefined;
  jest.isolateModules(() => {
    facade = jest.requireActual<Facade>('./');
  });
  restore.push(() => {
    process.env = saved;
    cwd.mockRestore();
  });
  if (!facade) throw new Error('the facade did not load');
  return facade;
}

/** Rewrites the first FAQ question, with a change time the file system cannot round away. */
function editFirstQuestion(dir: string, question: string, secondsLater: number): void {
  const file = path.join(dir, 'faq.json');
  const faq = JSON.parse(fs.readFileSync(file, 'utf8')) as Array<Record<string, unknown>>;
  faq[0] = { ...faq[0], question };
  fs.writeFileSync(file, JSON.stringify(faq, null, 2));
  const when = new Date(Date.now() + secondsLater * 1000);
  fs.utimesSync(file, when, when);
}

describe('contentStamp', () => {
  it('stays the same while nothing changes, and changes when a file is saved, added or removed', () => {
    const dir = editableCopy();
    const first = contentStamp(dir);
    expect(contentStamp(dir)).toBe(first);
    editFirstQuestion(dir, 'Changed?', 5);
    const saved = contentStamp(dir);
    expect(saved).not.toBe(first);
    fs.writeFileSync(path.join(dir, 'news.json'), '[]');
    const added = contentStamp(dir);
    expect(added).not.toBe(saved);
    fs.rmSync(path.join(dir, 'news.json'));
    expect(contentStamp(dir)).toBe(saved);
  });
});

describe('the facade under next dev', () => {
  it('shows a saved edit on the next read', () => {
    const dir = editableCopy();
    const facade = facadeIn('development', dir);
    const before = facade.getFaq()[0]?.question;
    editFirstQuestion(dir, 'Is this edit seen?', 5);
    expect(facade.getFaq()[0]?.question).toBe('Is this edit seen?');
    expect(before).not.toBe('Is this edit seen?');
  });

  it('reads the content once in a build', () => {
    const dir = editableCopy();
    const facade = facadeIn('production', dir);
    const before = facade.getFaq()[0]?.question;
    editFirstQuestion(dir, 'Is this edit seen?', 5);
    expect(facade.getFaq()[0]?.question).toBe(before);
  });
});
