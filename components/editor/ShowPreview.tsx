/**
 * The editor's preview of a show (registered for the shows collection by
 * components/editor/editor-previews.ts): the site's own home-page card and the whole show page —
 * films and their screenings, photos, the trailer's picture, sponsors, performances — rendered by
 * the site's components from the entry being edited, images uploaded but not saved included.
 * scripts/editor.ts bundles it, with the components' CSS, for the admin folder only; the public
 * pages never load it.
 */
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { ShowCard } from '@/components/cards/ShowCard';
import { ShowLayout } from '@/components/show-page/ShowLayout';
import { previewShow, type PreviewResult, type PreviewSite } from '@/lib/editor/preview';
import styles from './ShowPreview.module.css';

interface Props {
  entry: CustomPreviewTemplateProps['entry'];
  getAsset: CustomPreviewTemplateProps['getAsset'];
  site: PreviewSite;
  sanitize: (html: string) => string;
}

/** An entry the preview cannot read (rows that name one screening twice…) says why instead of going blank. */
function safely(make: () => PreviewResult): PreviewResult {
  try {
    return make();
  } catch (error) {
    return { problems: [error instanceof Error ? error.message : String(error)] };
  }
}

export function ShowPreview({ entry, getAsset, site, sanitize }: Props) {
  const data = (entry.get('data') as { toJS(): Record<string, unknown> } | undefined)?.toJS() ?? {};
  const result = safely(() => previewShow(data, site, sanitize, (value) => getAsset(value)?.url));
  if (!('show' in result)) {
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
  const { show } = result;
  return (
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
  );
}
