/**
 * The QR code of a program's card (docs/rules/shows.md#program-notes): an SVG that leads a
 * phone in the hall to the program's full absolute address, base path included. Written by the
 * build (app/(site)/shows/[name]/program/qr.svg/route.ts) and drawn on the card page. Error
 * correction M: a card that is creased or partly lit still scans.
 */
import QRCode from 'qrcode';
import { absoluteUrl } from '../../site/paths';
import { routes } from '../../site/routes';

/** The address the code holds: the program page, absolute. */
export function programAddress(name: string, base?: string, origin?: string): string {
  return absoluteUrl(routes.program(name), base, origin);
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

export function programQrSvg(name: string, base?: string, origin?: string): Promise<string> {
  return qrSvg(programAddress(name, base, origin));
}
