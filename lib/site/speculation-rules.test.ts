/** @jest-environment node */
import { speculationRules } from './speculation-rules';

interface Where {
  and?: Where[];
  not?: Where;
  href_matches?: string;
  selector_matches?: string;
}

/** Every href_matches pattern of the rules, wherever it is nested. */
function patterns(where: Where): string[] {
  return [
    ...(where.href_matches ? [where.href_matches] : []),
    ...(where.and ?? []).flatMap(patterns),
    ...(where.not ? patterns(where.not) : []),
  ];
}

function rulesOf(basePath: string) {
  return JSON.parse(speculationRules(basePath)) as Record<string, Array<{ where: Where }>>;
}

describe('the Speculation Rules', () => {
  it.each(['/artistseries', ''])(
    'read every address pattern from the site root (base path "%s"), never a page’s own folder',
    (basePath) => {
      const all = Object.values(rulesOf(basePath)).flatMap((rules) =>
        rules.flatMap((rule) => patterns(rule.where)),
      );
      expect(all.length).toBeGreaterThan(0);
      for (const pattern of all) expect(pattern.startsWith(`${basePath}/`)).toBe(true);
    },
  );

  it('leave out calendars, PDFs, feeds and open data anywhere on the site', () => {
    const excluded = rulesOf('/artistseries')
      .prefetch!.flatMap((rule) => rule.where.and ?? [])
      .flatMap((part) => (part.not?.href_matches ? [part.not.href_matches] : []));
    expect(excluded).toEqual(
      expect.arrayContaining([
        '/artistseries/*.ics',
        '/artistseries/*.pdf',
        '/artistseries/*.xml',
        '/artistseries/*.json',
      ]),
    );
  });
});
