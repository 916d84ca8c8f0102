/**
 * What the editor's page adds to Sveltia CMS: public/admin/index.html loads it right after the
 * editor's own script, before the editor reads any file (scripts/editor.ts bundles it into
 * public/admin/editor-extensions.js). It registers
 *   - the file formats that open a show's record fields (the festival schedule) and the venues
 *     file (id → venue) as rows and save them back as the maps the build reads
 *     (lib/editor/records.ts);
 *   - the site's own stylesheets for the preview pane (every stylesheet the export's pages link,
 *     joined beside it as preview.css by scripts/postbuild/editor-previews.ts), so the previews
 *     are drawn with the very CSS and class names of the site.
 */
import type CMS from '@sveltia/cms';

import {
  entryFromFile,
  entryToFile,
  RECORD_FORMATS,
  rootRecordToRows,
  ROOT_RECORDS,
  rowsToRootRecord,
} from './records';

/** The site's stylesheet for the preview pane, beside the admin page (scripts/postbuild/editor-previews.ts). */
export const PREVIEW_STYLE = 'preview.css';

type Cms = Pick<typeof CMS, 'registerCustomFormat' | 'registerPreviewStyle'>;

export function registerExtensions(cms: Cms): void {
  for (const [collection, format] of Object.entries(RECORD_FORMATS)) {
    const root = (ROOT_RECORDS as Record<string, { key: string }>)[collection];
    cms.registerCustomFormat(format.name, format.extension, {
      fromFile: (text) => {
        const data = JSON.parse(text) as Record<string, unknown>;
        return root ? rootRecordToRows(data, root.key) : entryFromFile(data, collection);
      },
      // Two-space JSON, as the editor writes its other JSON files (editorConfig's output option).
      toFile: (value) => {
        const file = root
          ? rowsToRootRecord(value as Record<string, unknown>[], root.key)
          : entryToFile(value as Record<string, unknown>, collection);
        return JSON.stringify(file, null, 2);
      },
    });
  }
  // A file, not raw CSS: raw CSS becomes a blob: URL, which the admin policy's style-src refuses.
  cms.registerPreviewStyle(PREVIEW_STYLE);
}

if (typeof window !== 'undefined' && 'CMS' in window) {
  registerExtensions((window as unknown as { CMS: Cms }).CMS);
}
