/**
 * The editor's previews of the Education & Enrichment page, the FAQ and the venue pages
 * (registered for those files by components/editor/editor-previews.ts): the site's own page
 * components rendered from the entry being edited (lib/editor/preview-pages.ts). Bundled by
 * scripts/editor.ts for the admin folder only; the public pages never load it.
 */
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import type { ReactNode } from 'react';
import { EducationPage } from '@/components/pages/EducationPage';
import { FaqPage } from '@/components/pages/FaqPage';
import { VenuePage } from '@/components/venues/VenuePage';
import { previewEducation, previewFaq, previewVenues } from '@/lib/editor/preview-pages';
import type { PreviewSite } from '@/lib/editor/preview';
import { venueDay } from '@/lib/time/venue-clock';
import styles from './ShowPreview.module.css';

interface Props {
  entry: CustomPreviewTemplateProps['entry'];
  getAsset: CustomPreviewTemplateProps['getAsset'];
  site: PreviewSite;
  sanitize: (html: string) => string;
}

type Result<T> = T | { problems: string[] };

function entryData(entry: Props['entry']): Record<string, unknown> {
  return (entry.get('data') as { toJS(): Record<string, unknown> } | undefined)?.toJS() ?? {};
}

/** An entry the preview cannot read says why, field by field, instead of going blank. */
function Previewed<T extends object>({
  make,
  children,
}: {
  make: () => Result<T>;
  children: (value: T) => ReactNode;
}) {
  let result: Result<T>;
  try {
    result = make();
  } catch (error) {
    result = { problems: [error instanceof Error ? error.message : String(error)] };
  }
  if ('problems' in result) {
    return (
      <div className={`container page ${styles.preview}`}>
        <p className={styles.label}>The preview appears once these fields are right:</p>
        <ul>
          {result.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    );
  }
  return <>{children(result)}</>;
}

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
          </div>
        ))
      }
    </Previewed>
  );
}
