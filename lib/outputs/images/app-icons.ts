/**
 * The home-screen icons of the web manifest (app/manifest.ts), drawn from the site's one icon,
 * app/icon.svg: PNGs at the sizes Chromium's install check and Android ask for, in two kinds.
 * "any" is the icon as it is; "maskable" sets it on a full square of the series' green, inside the
 * central circle a launcher may crop to (80% of the side), so no launcher cuts the artwork.
 * scripts/postbuild/app-icons.ts writes them into the export; docs/architecture.md#offline.
 */
import { THEME_COLOR } from '../../site/brand';
import { routes } from '../../site/routes';

export const APP_ICON_SIZES: readonly number[] = [192, 512];
export type AppIconPurpose = 'any' | 'maskable';
export const APP_ICON_PURPOSES: readonly AppIconPurpose[] = ['any', 'maskable'];

/** How much of a maskable icon's side the artwork takes: inside the 80% safe circle. */
export const MASKABLE_ARTWORK_SHARE = 0.56;

export interface AppIcon {
  /** Site path, lib/site/routes.ts. */
  path: string;
  size: number;
  purpose: AppIconPurpose;
}

/** Every icon the manifest lists, in its order. */
export function appIcons(): AppIcon[] {
  return APP_ICON_PURPOSES.flatMap((purpose) =>
    APP_ICON_SIZES.map((size) => ({ path: routes.appIcon(purpose, size), size, purpose })),
  );
}

/** The SVG a maskable icon is rendered from: the icon centred on a full green square. */
export function maskableSvg(iconSvg: string, size: number): string {
  const inner = Math.round(size * MASKABLE_ARTWORK_SHARE);
  const offset = Math.round((size - inner) / 2);
  const icon = Buffer.from(iconSvg).toString('base64');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">`,
    `<rect width="${size}" height="${size}" fill="${THEME_COLOR}"/>`,
    `<image x="${offset}" y="${offset}" width="${inner}" height="${inner}"`,
    ` href="data:image/svg+xml;base64,${icon}"/>`,
    '</svg>',
  ].join('');
}
