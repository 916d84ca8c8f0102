/** @jest-environment node */
// The post-build rewrite over real pages of the pinned Next, captured before any post-build step
// (./__fixtures__/README.md says how to capture them again). The expectations are read off the
// pages by kind, not from the code under test: what each page is (a page without islands, the
// home page, a show, the festival) says which scripts it must keep.
import { visitorClockScript } from '../../lib/site/visitor-clock-script';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { islandNames } from '../../components/islands/registry';
import { SITE_INLINE_SCRIPTS } from '../../lib/site/inline-scripts';
import { speculationRules } from '../../lib/site/speculation-rules';
import { IslandsRewriteError, rewritePage, shipPage } from './islands';

const BASE = '/artistseries';
const scripts = {
  loader: `${BASE}/_islands/start-ABC.js`,
  pageViews: `${BASE}/_islands/page-views-DEF.js`,
  worker: `${BASE}/_islands/worker-GHI.js`,
  basePath: BASE,
  islandNames,
  analytics: false,
};

function captured(name: string): string {
  return readFileSync(path.join(__dirname, '__fixtures__', `next-16.4.6-${name}.html`), 'utf8');
}

/** Each script of a page in words, in document order, read with a regular expression. */
function scriptWords(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(
    ([, attrs = '', text = '']) => {
      const src = /\ssrc="([^"]*)"/.exec(attrs)?.[1];
      if (src === scripts.loader) return 'loader';
      if (src === scripts.worker) return 'worker';
      if (src === scripts.pageViews) return 'page views';
      if (src) return `file ${src}`;
      const type = /\stype="([^"]*)"/.exec(attrs)?.[1];
      if (type) return type;
      return SITE_INLINE_SCRIPTS.includes(text) ? 'site script' : `inline ${text.slice(0, 30)}`;
    },
  );
}

function times(word: string, count: number): string[] {
  return Array.from({ length: count }, () => word);
}

/** What the page is made of, counted by its markers: the blocks each site script follows. */
const pages = [
  { name: 'faq', page: 'faq/index.html', islands: false, data: 0 },
  { name: 'home', page: 'index.html', islands: false, data: 0 },
  { name: 'show', page: 'shows/x/index.html', islands: true, data: 1 },
  { name: 'festival', page: 'shows/y/index.html', islands: true, data: 1 },
];

describe.each(pages)('the captured $name page, as the islands step ships it', (fixture) => {
  const before = captured(fixture.name);
  const after = rewritePage(before, fixture.page, scripts);

  it('keeps exactly its data blocks, the site’s scripts, the Speculation Rules and the islands’ files', () => {
    // Every page of the site carries the visitor's clock once, in its <head>.
    const siteScripts = before.split(`<script>${visitorClockScript()}</script>`).length - 1;
    expect(siteScripts).toBe(1);
    expect(scriptWords(after).sort()).toEqual(
      [
        'speculationrules',
        ...times('application/ld+json', fixture.data),
        ...times('site script', siteScripts),
        ...(fixture.islands ? ['loader'] : []),
        'worker',
      ].sort(),
    );
  });

  it('had Next’s scripts to take out, and has none of them left', () => {
    expect(before).toContain('self.__next_f');
    expect(after).not.toContain('self.__next_f');
    expect(after).not.toContain('TURBOPACK');
    expect(after).not.toMatch(/_next\/static\/[^"]*\.js"/);
    expect(after).not.toMatch(/rel="(preload" as="script|modulepreload)/);
  });

  it('is byte for byte the page Next wrote, but for scripts and their preloads', () => {
    const rest = (html: string) =>
      html
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<link rel="preload" as="script"[^>]*\/>/g, '')
        .replace(/<link rel="preload" href="[^"]*_next\/static[^"]*" as="style"\/>/g, '');
    expect(rest(after)).toBe(rest(before));
  });

  it('runs the visitor’s clock before it waits for any stylesheet', () => {
    // Next writes the clock after the stylesheets it hoists; a classic script there waits for them.
    const clock = `<script>${visitorClockScript()}</script>`;
    expect(before.indexOf(clock)).toBeGreaterThan(before.indexOf('rel="stylesheet"'));
    const shipped = shipPage(before, fixture.page, scripts).html;
    expect(shipped.indexOf(clock)).toBeGreaterThan(0);
    expect(shipped.indexOf(clock)).toBeLessThan(shipped.indexOf('rel="stylesheet"'));
  });

  it('is shipped without a problem', () => {
    expect(shipPage(before, fixture.page, scripts).problems).toEqual([]);
  });

  it('ships with a policy that hashes exactly its allowed inline scripts', () => {
    const sha = (text: string) =>
      `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    const present = SITE_INLINE_SCRIPTS.filter((text) =>
      after.includes(`<script>${text}</script>`),
    );
    const expected = [speculationRules(BASE), ...present].map(sha);
    const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
      shipPage(before, fixture.page, scripts).html,
    )?.[1];
    const hashes = (policy ?? '').split(/[ ;]+/).filter((word) => word.startsWith("'sha256-"));
    expect(hashes.sort()).toEqual(expected.sort());
  });
});

describe('a captured page with a script the allowlist does not know', () => {
  const show = captured('show');

  it('stops the build naming the page and the inline script', () => {
    const foreign = show.replace('</body>', '<script>window.tracker=1</script></body>');
    const { problems } = shipPage(foreign, 'shows/x/index.html', scripts);
    expect(new IslandsRewriteError([{ page: 'shows/x/index.html', problems }]).message).toMatch(
      /shows\/x\/index\.html: .*<script>window\.tracker=1<\/script>/,
    );
  });

  it('stops the build for one of the site’s scripts changed by a single character', () => {
    const [first] = SITE_INLINE_SCRIPTS.filter((text) => show.includes(text));
    expect(first).toBeDefined();
    const changed = show.replace(`<script>${first}</script>`, `<script>${first};</script>`);
    expect(shipPage(changed, 'shows/x/index.html', scripts).problems).toHaveLength(1);
  });

  it('stops the build for an unknown external script', () => {
    const foreign = show.replace(
      '</head>',
      '<script src="https://cdn.example.com/a.js"></script></head>',
    );
    expect(shipPage(foreign, 'shows/x/index.html', scripts).problems.join()).toContain(
      'https://cdn.example.com/a.js',
    );
  });
});
