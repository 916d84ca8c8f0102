/**
 * How a bundle built apart from Next (the islands', lib/build/islands-bundle.ts; the editor's
 * previews, lib/build/editor-previews-bundle.ts) reads a CSS module: as the class names Next gave
 * it, never names of its own, so the HTML, the islands and the previews share one naming and the
 * export's stylesheets (docs/architecture.md#one-name-per-css-class). The names come from
 * CSS_MODULES_FILE through the export's island-styles.json (lib/build/island-styles.ts); a module
 * the map lacks stops the bundle, naming the module and that file.
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** Where every CSS module such a bundle imports is declared, with Next's names for it. */
export const CSS_MODULES_FILE = 'components/css-modules.ts';

/** A module's path from the project's root, as the map keys it. */
export function cssModuleKey(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/**
 * The esbuild plugin: a `.module.css` import becomes its class map from classNames, and the
 * bundle writes none of its CSS. `bundle` names the importer in the error ("an island").
 */
export function nextCssModuleNames({
  root,
  classNames,
  bundle,
}: {
  root: string;
  classNames: Record<string, Record<string, string>>;
  bundle: string;
}): Plugin {
  return {
    name: 'next-css-module-names',
    setup(builder) {
      builder.onLoad({ filter: /\.module\.css$/ }, (args) => {
        const key = cssModuleKey(root, args.path);
        const names = classNames[key];
        if (!names)
          return {
            errors: [
              {
                text: `${key} is imported by ${bundle} but is not declared in ${CSS_MODULES_FILE}, which gives it Next's class names`,
              },
            ],
          };
        return { contents: `export default ${JSON.stringify(names)};`, loader: 'js' };
      });
    },
  };
}
