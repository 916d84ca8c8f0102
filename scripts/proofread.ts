// `npm run proofread`: every exported page's visible text against the proofreading rules
// (lib/build/proofread/rules.ts; docs/testing.md#proofreading): spelling in American English with
// the project's word list (content/words.txt), the site's one word for each thing, one way to write
// a season, no "1" with a plural, no content id as text, and a show's pages agreeing with its status
// and date. It names each page and its words, and fails when any page has one.
//
// Usage: tsx scripts/proofread.ts [out]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { htmlFiles } from '../lib/build/exported-html';
import { pageText } from '../lib/build/proofread/page-text';
import { proofread, report, type ShowFacts } from '../lib/build/proofread/rules';
import { americanEnglish } from '../lib/build/proofread/speller';
import { readWordList } from '../lib/build/proofread/word-list';
import { errorMessage } from '../lib/build/errors';
import {
  contentDir,
  getAllFilms,
  getAllShows,
  getBuildDay,
  getPeople,
  getVenues,
  getWorks,
} from '../lib/content';
import { routes } from '../lib/site/routes';
import { countOf } from '../lib/site/words';

async function main() {
  const started = Date.now();
  const out = path.resolve(process.argv[2] ?? 'out');
  const shows = getAllShows();
  const names = [
    ...getPeople().map((person) => person.name),
    ...getVenues().map((venue) => venue.name),
    ...getWorks().map((work) => work.title),
    ...getAllFilms().flatMap((film) => [film.title, film.director ?? '']),
  ].filter(Boolean);
  const ids = new Set([
    ...shows.map((show) => show.name),
    ...getPeople().map((person) => person.id),
    ...getWorks().map((work) => work.id),
    ...getVenues().map((venue) => venue.id),
  ]);
  const showOfPage = new Map<string, ShowFacts>();
  for (const show of shows) {
    const facts: ShowFacts = {
      title: show.title,
      status: show.status,
      day: show.day,
      endDate: show.endDate,
    };
    for (const route of [
      routes.show,
      routes.program,
      routes.programLargePrint,
      routes.programCard,
    ]) {
      showOfPage.set(route(show.name), facts);
    }
  }
  const wordList = await readWordList(path.join(contentDir(), 'words.txt'));
  const isKnown = await americanEnglish([
    ...wordList,
    ...names.flatMap((name) => name.split(/\s+/)),
  ]);
  const context = { isKnown, names, ids, showOfPage, today: getBuildDay() };

  const files = await htmlFiles(out);
  const failures: string[] = [];
  for (const file of files) {
    const relative = path.relative(out, file).split(path.sep).join('/');
    // out/404.html and out/404/index.html are the same page; the address is the folder's.
    const address = `/${relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '/')}`;
    const { title, text, phases } = pageText(await readFile(file, 'utf8'));
    const findings = proofread({ path: address, title, text, phases }, context);
    if (findings.length > 0) failures.push(report(address, findings));
  }
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    console.error(
      `\n${failures.length} of ${countOf(files.length, 'page')} ${failures.length === 1 ? 'needs' : 'need'} proofreading (${took}). A name or a word the dictionary lacks goes in content/words.txt (docs/EDITING.md#spelling).`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(`${countOf(files.length, 'page')} read as one voice (${took}).`);
}

main().catch((error: unknown) => {
  console.error(errorMessage(error));
  process.exitCode = 1;
});
