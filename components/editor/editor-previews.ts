/**
 * The editor's preview templates (shows, education events, FAQ, venues, the club, people and
 * works), loaded by public/admin/index.html after the editor's script
 * (scripts/postbuild/editor-previews.ts bundles this file into admin/editor-previews.js after
 * `next build`: the site's components read their CSS modules as Next's class names and are drawn
 * with the export's own stylesheets, admin/preview.css). Admin only: nothing on the public pages
 * loads it.
 */
// First, so that no schema is built before zod is told not to use eval.
import '@/components/editor/shims/zod-jitless';
import type CMS from '@sveltia/cms';
import { createElement } from 'react';
import type { PreviewSite } from '@/lib/editor/preview';
import { registerClashFields } from './clash-fields';
import { PersonPreview, WorkPreview } from './ArchivePreviews';
import { EducationPreview, FaqPreview, VenuesPreview, ClubPreview } from './PagePreviews';
import { ShowPreview } from './ShowPreview';

/** The editor's own labels (./previews.css), beside this script, after the site's preview.css. */
export const PREVIEW_COMPONENT_STYLE = 'editor-previews.css';

/** site.json and venues.json as the preview needs them, written in by the bundle's build. */
declare const EDITOR_PREVIEW_SITE: PreviewSite;

type Cms = Pick<
  typeof CMS,
  'registerPreviewTemplate' | 'registerPreviewStyle' | 'registerFieldType'
>;

/** DOMPurify, which the editor's script publishes; the build's own allowlist runs before publishing. */
function sanitizer(): (html: string) => string {
  const purify = (globalThis as { DOMPurify?: { sanitize(html: string): string } }).DOMPurify;
  if (!purify) throw new Error('the editor’s script no longer publishes DOMPurify');
  return (html) => purify.sanitize(html);
}

export function registerPreviews(cms: Cms, site: PreviewSite): void {
  const sanitize = sanitizer();
  registerClashFields(cms);
  cms.registerPreviewStyle(PREVIEW_COMPONENT_STYLE);
  cms.registerPreviewTemplate('shows', ({ entry, getAsset }) =>
    createElement(ShowPreview, { entry, getAsset, site, sanitize }),
  );
  // The files of the "Pages and settings" collection (lib/editor/config.ts) are named by file.
  cms.registerPreviewTemplate('education', ({ entry, getAsset }) =>
    createElement(EducationPreview, { entry, getAsset, site, sanitize }),
  );
  cms.registerPreviewTemplate('faq', ({ entry }) => createElement(FaqPreview, { entry, sanitize }));
  cms.registerPreviewTemplate('venues', ({ entry }) =>
    createElement(VenuesPreview, { entry, site, sanitize }),
  );
  cms.registerPreviewTemplate('members', ({ entry }) =>
    createElement(ClubPreview, { entry, site }),
  );
  cms.registerPreviewTemplate('people', ({ entry, getAsset }) =>
    createElement(PersonPreview, { entry, getAsset, site }),
  );
  cms.registerPreviewTemplate('works', ({ entry }) => createElement(WorkPreview, { entry, site }));
}

if (typeof window !== 'undefined' && 'CMS' in window) {
  registerPreviews((window as unknown as { CMS: Cms }).CMS, EDITOR_PREVIEW_SITE);
}
