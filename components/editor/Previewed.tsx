/**
 * What every editor preview shares: the props Sveltia gives a preview template, the entry's data,
 * and the list of problems an entry the preview cannot read shows, field by field, instead of a
 * blank pane (docs/EDITING.md#for-the-web-team).
 */
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import type { ReactNode } from 'react';
import type { PreviewSite } from '@/lib/editor/preview';
import { previewClasses as styles } from './preview-classes';

export interface PreviewProps {
  entry: CustomPreviewTemplateProps['entry'];
  getAsset: CustomPreviewTemplateProps['getAsset'];
  site: PreviewSite;
  sanitize: (html: string) => string;
}

type Result<T> = T | { problems: string[] };

export function entryData(entry: PreviewProps['entry']): Record<string, unknown> {
  return (entry.get('data') as { toJS(): Record<string, unknown> } | undefined)?.toJS() ?? {};
}

/** Draws the preview `make` builds, or the problems that keep it from being built. */
export function Previewed<T extends object>({
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
