/** @jest-environment node */
// Every HTML field goes through cleanHtml (lib/content/html.ts) on its way in.
import { ContentError } from './load';
import {
  Json,
  validFiles,
  concertFile,
  concertEntry,
  festivalFile,
  festivalEntry,
  load,
  failure,
  withChange,
  show,
} from '../../test/support/content-folder';

describe('cleanHtml, on every HTML field the loader reads', () => {
  it('keeps allowed markup, forcing rel="noopener noreferrer" on links to a new tab', () => {
    const files = validFiles();
    show(files, 'shows/b_concert.json').content =
      '<h3>Cast</h3><p><a href="https://a.example.com" target="_blank">Site</a></p>';
    const concert = load(files).shows.find((s) => s.name === 'winter_lights_a_holiday_concert');
    expect(concert?.content).toBe(
      '<h3>Cast</h3><p><a href="https://a.example.com" target="_blank" rel="noopener noreferrer">Site</a></p>',
    );
  });

  it('rejects markup the allowlist would remove, naming every HTML field it is in', () => {
    const evil = '<p onclick="steal()">Hi<script>alert(1)</script></p>';
    const files = validFiles();
    const concert = show(files, 'shows/b_concert.json');
    concert.description = evil;
    concert.content = evil;
    concert.ticketInfo = evil;
    const festival = show(files, 'shows/a_festival.json');
    ((festival.shows as Json[])[0] as Json).description = evil;
    ((files['faq.json'] as Json[])[0] as Json).answer = evil;
    const education = files['education.json'] as Json;
    education.intro = evil;
    ((education.events as Json[])[0] as Json).description = evil;
    (education.professor as Json).bio = evil;

    try {
      load(files);
      throw new Error('expected the content to be rejected');
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      const problems = (error as ContentError).problems;
      expect(problems.map((p) => `${p.file} › ${p.entry} › ${p.field}`).sort()).toEqual(
        [
          `${concertFile} › ${concertEntry} › content`,
          `${concertFile} › ${concertEntry} › description`,
          `${concertFile} › ${concertEntry} › ticketInfo`,
          `${festivalFile} › ${festivalEntry} › shows[0].description`,
          'content/faq.json › FAQ item 1 › answer',
          'content/education.json › education › intro',
          'content/education.json › education › professor.bio',
          'content/education.json › education event "Opening Lecture" › description',
        ].sort(),
      );
      for (const problem of problems) {
        expect(problem.message).toContain('the onclick attribute of <p>');
        expect(problem.message).toContain('<script> with everything inside it');
      }
    }
  });

  it('names an unclosed <style> that would swallow the rest of the field', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.description = '<p>Carols.</p><style>p { color: red }<p>Bring a friend.</p>';
      }),
    );
    expect(message).toContain(`${concertFile} › ${concertEntry} › description: `);
    expect(message).toContain('unclosed <style> takes the rest of the field');
  });

  it('names a heading level the allowlist does not keep', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.content = '<h2>Program</h2><ul><li>Carols</li></ul>';
      }),
    );
    expect(message).toContain(`${concertFile} › ${concertEntry} › content: `);
    expect(message).toContain('<h2>');
  });
});
