/** The program's QR code (docs/rules/shows.md#program-notes): its address as an SVG. */
export * from './program-qr';
