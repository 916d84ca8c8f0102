/**
 * The `related` links of shows and education events name shows (docs/rules/shows.md#related-events):
 * a name no show has, or a show naming itself, is a content error naming the file, the entry and
 * the field, found once every show is loaded.
 */
import type { ContentProblem } from '../../content/errors';
import type { Education, Show } from '../../content/types';

export function relatedLinkProblems(
  shows: readonly Show[],
  education: Education | undefined,
  educationFile: string,
): ContentProblem[] {
  const names = new Set(shows.map((show) => show.name));
  const problems: ContentProblem[] = [];
  const check = (related: readonly string[], at: Omit<ContentProblem, 'message'>, self?: string) =>
    related.forEach((name, index) => {
      const where = { ...at, field: `related[${index}]`, value: name };
      if (name === self) {
        problems.push({ ...where, message: 'names this show itself' });
      } else if (!names.has(name)) {
        problems.push({ ...where, message: 'is not the page name of any show in content/shows' });
      }
    });
  for (const show of shows) {
    check(show.related, { file: show.sourceFile, entry: `show "${show.name}"` }, show.name);
  }
  for (const event of education?.events ?? []) {
    check(event.related, { file: educationFile, entry: `education event "${event.name}"` });
  }
  return problems;
}
