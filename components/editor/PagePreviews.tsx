/**
 * The editor's previews of the Education & Enrichment page, the FAQ, the venue pages with
 * their visual stories and the Philharmonic Club page
 * (registered for those files by components/editor/editor-previews.ts): the site's own page
 * components rendered from the entry being edited (lib/editor/preview-pages.ts). Bundled by
 * scripts/postbuild/editor-previews.ts for the admin folder only; the public pages never load it.
 */
import { EducationPage } from '@/components/pages/EducationPage';
import { FaqPage } from '@/components/pages/FaqPage';
import { PhilharmonicPage } from '@/components/pages/PhilharmonicPage';
import { VenuePage } from '@/components/venues/VenuePage';
import { VisualStoryPage } from '@/components/venues/VisualStoryPage';
import {
  previewClub,
  previewEducation,
  previewFaq,
  previewVenues,
} from '@/lib/editor/preview-pages';
import { venueDay } from '@/lib/time/venue-clock';
import { entryData, Previewed, type PreviewProps as Props } from './Previewed';
import { previewClasses as styles } from './preview-classes';

export function EducationPreview({ entry, getAsset, site, sanitize }: Props) {
  return (
    <Previewed
      make={() =>
        previewEducation(entryData(entry), site, sanitize, (value) => getAsset(value)?.url)
      }
    >
      {({ education }) => <EducationPage education={education} />}
    </Previewed>
  );
}

export function FaqPreview({ entry, sanitize }: Omit<Props, 'getAsset' | 'site'>) {
  return (
    <Previewed make={() => previewFaq(entryData(entry), sanitize)}>
      {({ items }) => <FaqPage items={items} />}
    </Previewed>
  );
}

/** Each venue's page in turn; the shows coming up there are the build's to list. */
export function VenuesPreview({ entry, site, sanitize }: Omit<Props, 'getAsset'>) {
  const buildDay = venueDay(site.timeZone);
  return (
    <Previewed make={() => previewVenues(entryData(entry), sanitize)}>
      {({ venues }) =>
        venues.map((venue) => (
          <div key={venue.id}>
            <p className={`container ${styles.label}`}>The page of {venue.name}</p>
            <VenuePage
              venue={venue}
              shows={[]}
              site={{ ...site.contact, timeZone: site.timeZone }}
              buildDay={buildDay}
            />
            {(venue.visualStory ?? []).length > 0 ? (
              <>
                <p className={`container ${styles.label}`}>The visual story of {venue.name}</p>
                <VisualStoryPage venue={venue} />
              </>
            ) : null}
          </div>
        ))
      }
    </Previewed>
  );
}

/** The Philharmonic Club page: its levels, benefits and named members, as the site shows them. */
export function ClubPreview({ entry, site }: Pick<Props, 'entry' | 'site'>) {
  return (
    <Previewed make={() => previewClub(entryData(entry))}>
      {({ club }) => (
        <PhilharmonicPage
          seriesName={site.seriesName}
          phone={site.contact.phone}
          donationUrl={site.donationUrl}
          club={club}
        />
      )}
    </Previewed>
  );
}
