/**
 * @jest-environment node
 */
import { fixtureContent, makeEducation, makeEducationEvent } from '@/test/support/fixture-content';
import { formatProblem } from '../../content/errors';
import { relatedLinkProblems } from './related-links';

const shows = fixtureContent.shows;

function withRelated(name: string, related: string[]) {
  return shows.map((show) => (show.name === name ? { ...show, related } : show));
}

describe('relatedLinkProblems', () => {
  it('accepts the fixture content, whose links name real shows', () => {
    expect(relatedLinkProblems(shows, fixtureContent.education, 'content/education.json')).toEqual(
      [],
    );
  });

  it('names the file, the show and the field of a link to no show', () => {
    const problems = relatedLinkProblems(
      withRelated('winter_lights', ['lanterns_over_larkspur', 'no_such_show']),
      fixtureContent.education,
      'content/education.json',
    );
    expect(problems.map(formatProblem)).toEqual([
      'content/shows/winter_lights.json › show "winter_lights" › related[1]: is not the page name of any show in content/shows (got "no_such_show")',
    ]);
  });

  it('refuses a show naming itself', () => {
    const [problem] = relatedLinkProblems(
      withRelated('winter_lights', ['winter_lights']),
      fixtureContent.education,
      'content/education.json',
    );
    expect(problem?.message).toBe('names this show itself');
  });

  it('names the education event of a link to no show', () => {
    const education = makeEducation([makeEducationEvent({ related: ['gone'] })]);
    const [problem] = relatedLinkProblems(shows, education, 'content/education.json');
    expect(problem).toMatchObject({
      file: 'content/education.json',
      entry: `education event "${makeEducationEvent().name}"`,
      field: 'related[0]',
      value: 'gone',
    });
  });
});
