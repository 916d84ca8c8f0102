/**
 * Bundles the content editor's preview templates (components/editor/editor-previews.ts) into the
 * export's admin folder after `next build`, with the site's components reading their CSS modules
 * as the class names Next gave them (lib/build/css-module-names.ts) and their styles from the
 * export's own stylesheets, joined as the preview's stylesheet (scripts/postbuild/editor-previews.ts):
 * the preview and the site share one naming and one stylesheet
 * (docs/architecture.md#one-name-per-css-class). Only the editor's own labels
 * (components/editor/previews.css, plain CSS) are bundled as CSS, beside the script.
 */
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { nextCssModuleNames } from './css-module-names';
import { libWithoutSideEffects } from './lib-without-side-effects';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The previews' script in the admin folder (public/admin/index.html loads it). */
export const EDITOR_PREVIEWS = 'editor-previews.js';

/** How the editor's additions are bundled: one minified classic script each, as index.html loads them. */
export const EDITOR_BUNDLE = {
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
} as const;

/**
 * Modules the preview's site components import that only work in the build (the disk, Next's
 * router), that it does not show, or that must be the editor's own (React: a second copy would
 * break hooks), replaced by the browser stand-ins in components/editor/shims/.
 */
const PREVIEW_SHIMS: Record<string, string> = {
  react: 'react.cjs',
  'react/jsx-runtime': 'jsx-runtime.cjs',
  // The islands' stand-in: one plain link with the base path for both bundles without a router.
  'next/link': '../../islands/shims/link.tsx',
  '@/lib/content': 'content.ts',
  '@/components/seo/AddToCalendar': 'add-to-calendar.tsx',
  '@/components/seo/CalendarFeeds': 'calendar-feeds.tsx',
  '@/lib/outputs/calendar': 'calendar-feeds.tsx',
  '@/components/picks/MySchedule': 'my-schedule.tsx',
  '@/components/picks/ShowSave': 'show-save.tsx',
  '@/components/show-page/RelatedEvents': 'related-events.tsx',
  '@/lib/outputs/images/browser/image-variants': 'no-image-variants.ts',
  // The show pages' trailer player: not in the preview, and react-player would add 2.5 MB.
  '@/components/trailer/VideoPlayer': 'video-player.tsx',
  // The reminder file is the build's; its module would bring ical-generator into the preview.
  '@/components/tickets/OnSaleReminder': 'on-sale-reminder.tsx',
};

const previewShims: Plugin = {
  name: 'editor-preview-shims',
  setup(builder) {
    const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const filter = new RegExp(`^(${Object.keys(PREVIEW_SHIMS).map(escape).join('|')})$`);
    builder.onResolve({ filter }, (args) => ({
      path: path.join(ROOT, 'components/editor/shims', PREVIEW_SHIMS[args.path] ?? ''),
    }));
  },
};

export interface EditorPreviewsBundle {
  /** The CSS modules the previews import, by their path from the project's root. */
  cssModules: string[];
  metafile: Metafile;
}

/**
 * Writes the previews' script (and the editor's own CSS beside it) into adminDir. A CSS module
 * the map lacks stops the bundle, naming the module. `entry` is the templates' module (another
 * one in tests); `define` is what the templates read at build time.
 */
export async function bundleEditorPreviews({
  adminDir,
  classNames,
  define,
  entry = path.join(ROOT, 'components/editor/editor-previews.ts'),
}: {
  adminDir: string;
  classNames: Record<string, Record<string, string>>;
  define: Record<string, string>;
  entry?: string;
}): Promise<EditorPreviewsBundle> {
  const result = await build({
    entryPoints: [entry],
    outfile: path.join(adminDir, EDITOR_PREVIEWS),
    absWorkingDir: ROOT,
    ...EDITOR_BUNDLE,
    // Its errors reach the build's log through the step's own message.
    logLevel: 'silent',
    jsx: 'automatic',
    // The stand-ins first: the first plugin to resolve an import wins.
    plugins: [
      previewShims,
      nextCssModuleNames({ root: ROOT, classNames, bundle: "the editor's previews" }),
      libWithoutSideEffects(),
    ],
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    metafile: true,
  });
  const cssModules = Object.keys(result.metafile.inputs)
    .filter((input) => input.endsWith('.module.css'))
    .map((input) => path.relative(ROOT, path.resolve(ROOT, input)).split(path.sep).join('/'));
  return { cssModules, metafile: result.metafile };
}
