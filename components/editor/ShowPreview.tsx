/**
 * The editor's preview of a show (registered for the shows collection by lib/editor/extensions.ts):
 * the site's own home-page card and the top of the show page, rendered by the site's components
 * from the entry being edited. scripts/editor.ts bundles it, with the components' CSS, for the
 * admin folder only; the public pages never load it.
 */
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { ShowCard } from '@/components/shows/ShowCard';
import { SpecialEventDisclaimer } from '@/components/shows/ShowBits';
import { DetailHeader } from '@/components/shows/ShowDetailParts';
import { TicketActions } from '@/components/shows/TicketActions';
import { PerformanceList } from '@/components/shows/PerformanceList';
import { isRun } from '@/lib/rules/performances';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { previewShow, type PreviewSite } from '@/lib/editor/preview';
import layouts from '@/components/shows/layouts.module.css';
import styles from './ShowPreview.module.css';

interface Props {
  entry: CustomPreviewTemplateProps['entry'];
  site: PreviewSite;
  sanitize: (html: string) => string;
}

export function ShowPreview({ entry, site, sanitize }: Props) {
  const data = (entry.get('data') as { toJS(): Record<string, unknown> } | undefined)?.toJS() ?? {};
  const result = previewShow(data, site, sanitize);
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
      <p className={styles.label}>The top of the show page</p>
      <article className={layouts.standard}>
        <DetailHeader show={show} />
        <SpecialEventDisclaimer show={show} seriesName={site.seriesName} />
        <SafeHtml html={show.description} className={`${layouts.rich} ${layouts.description}`} />
        {isRun(show) ? (
          <PerformanceList show={show} calendar={false} />
        ) : (
          <TicketActions show={show} timeZone={site.timeZone} className={layouts.actions} />
        )}
      </article>
    </div>
  );
}
