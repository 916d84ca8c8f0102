/**
 * The QR code of a programme's card (docs/rules/shows.md#programme-notes): an SVG that leads a
 * phone in the hall to the programme's full absolute address, base path included. Written by the
 * build (app/(site)/shows/[name]/programme/qr.svg/route.ts) and drawn on the card page. Error
 * correction M: a card that is creased or partly lit still scans.
 */
import QRCode from 'qrcode';
import { absoluteUrl } from '../../site/paths';
import { routes } from '../../site/routes';

/** The address the code holds: the programme page, absolute. */
export function programmeAddress(name: string, base?: string, origin?: string): string {
  return absoluteUrl(routes.programme(name), base, origin);
}

/** The SVG of a QR code for `text`: black on white, with the quiet zone scanners need. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

export function programmeQrSvg(name: string, base?: string, origin?: string): Promise<string> {
  return qrSvg(programmeAddress(name, base, origin));
}
