/**
 * The editor's preview of a show (registered for the shows collection by
 * components/editor/editor-previews.ts): the site's own home-page card and the whole show page —
 * films and their screenings, photos, the trailer's picture, sponsors, performances — rendered by
 * the site's components from the entry being edited, images uploaded but not saved included.
 * scripts/postbuild/editor-previews.ts bundles it, with Next's names for the components' CSS
 * modules, for the admin folder only; the public pages never load it.
 */
import { ShowCard } from '@/components/cards/ShowCard';
import { ShowLayout } from '@/components/show-page/ShowLayout';
import { previewShow } from '@/lib/editor/preview';
import { entryData, Previewed, type PreviewProps } from './Previewed';
import { previewClasses as styles } from './preview-classes';

/** An entry the preview cannot read (rows that name one screening twice…) lists its problems instead. */
export function ShowPreview({ entry, getAsset, site, sanitize }: PreviewProps) {
  return (
    <Previewed
      make={() => previewShow(entryData(entry), site, sanitize, (value) => getAsset(value)?.url)}
    >
      {({ show }) => (
        <div className={`container page ${styles.preview}`}>
          <p className={styles.label}>The card on the home page</p>
          <ShowCard show={show} />
          <p className={styles.label}>The show page</p>
          <ShowLayout
            show={show}
            seriesName={site.seriesName}
            mastersSeriesName={site.mastersSeriesName}
          />
        </div>
      )}
    </Previewed>
  );
}
