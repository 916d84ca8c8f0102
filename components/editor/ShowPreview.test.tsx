import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import type { PastVenue } from '@/lib/content/types';
import { FIXTURE_CONTENT_DIR, fixturePreviewSite } from '@/test/support/fixture-content';
import type { PreviewProps } from './Previewed';
import { ShowPreview } from './ShowPreview';

const armory: PastVenue = {
  id: 'ridgeline_armory',
  name: 'Ridgeline Armory',
  locality: 'Ridgeline',
  country: 'US',
  historyOnly: true,
};
const site = { ...fixturePreviewSite(), pastVenues: { [armory.id]: armory } };

/** The editor's entry for a fixture show, its venue set to `location`. */
function entryAt(location: string): PreviewProps['entry'] {
  const file = JSON.parse(
    readFileSync(path.join(FIXTURE_CONTENT_DIR, 'shows', 'lanterns_over_larkspur.json'), 'utf8'),
  ) as Record<string, unknown>;
  const data = { ...file, location };
  return { get: () => ({ toJS: () => data }) } as unknown as PreviewProps['entry'];
}

function preview(location: string) {
  render(
    <ShowPreview
      entry={entryAt(location)}
      getAsset={(() => undefined) as unknown as PreviewProps['getAsset']}
      site={site}
      sanitize={(html) => html}
    />,
  );
}

describe('ShowPreview', () => {
  it('names a past venue and its town where the show page names its venue, unlinked', () => {
    preview(armory.id);
    // The card and the show page each name the venue; the page adds the town where an address goes.
    const locations = screen
      .getAllByRole('definition')
      .filter((dd) => dd.textContent?.startsWith('Ridgeline Armory'));
    expect(locations.map((dd) => dd.textContent)).toContain('Ridgeline ArmoryRidgeline');
    for (const dd of locations) expect(within(dd).queryByRole('link')).toBeNull();
    expect(screen.queryByText(/appears once these fields are right/)).toBeNull();
  });

  it('tells staff, in the editor’s words, that a venue it does not know is not in its list', () => {
    preview('moon_base');
    expect(screen.getByRole('listitem')).toHaveTextContent(
      /^Venue: “moon_base” is not one of the venues or past venues the editor knows\./,
    );
  });
});
