/** The programme's QR code (docs/rules/shows.md#programme-notes): its address as an SVG. */
export * from './programme-qr';
