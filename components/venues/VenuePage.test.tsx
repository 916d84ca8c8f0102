import { render, screen, within } from '@testing-library/react';
import type { Show } from '@/lib/content/types';
import { artsCenter, makeShow, site } from '@/test/support/fixture-content';
import { VenuePage } from './VenuePage';

// A venue's "Coming up" list says a show's status beside its name, in the show page's words
// (docs/rules/shows.md#show-status).
function comingUp(status: Show['status']) {
  const show = makeShow({ title: 'Harbour Lights', venue: artsCenter, day: '2027-03-05', status });
  render(<VenuePage venue={artsCenter} shows={[show]} site={site} buildDay="2027-02-01" />);
  const section = screen.getByRole('region', { name: `Coming up at ${artsCenter.name}` });
  return within(section).getByRole('link', { name: 'Harbour Lights' }).closest('li');
}

describe("a venue page's coming-up list", () => {
  it.each([
    ['cancelled', 'Cancelled'],
    ['postponed', 'Postponed (new date to be announced)'],
  ] as const)('says a %s show is "%s" right after its name', (status, words) => {
    expect(comingUp(status)).toHaveTextContent(
      new RegExp(`^Harbour Lights, ${words.replace(/[()]/g, '\\$&')}, `),
    );
  });

  it('adds nothing to a scheduled show', () => {
    expect(comingUp('scheduled')).toHaveTextContent(/^Harbour Lights, [A-Z][a-z]+day, /);
  });
});
