/** A sponsor's logo placeholder (550×330 JPEG): an emblem with its initials over its name. */
import { svgDoc } from './motifs';
import { C, readableOn } from './palette';
import { rngFor } from './random';
import { blockHeight, esc, fit, SANS, SERIF, textLines } from './text';

export async function sponsorLogo(name: string): Promise<string> {
  const W = 550;
  const H = 330;
  const r = rngFor(`${name}:sponsor`);
  const accent = r.pick([C.orange, C.green, C.red, C.deepGreen]);
  const second = r.pick([C.charcoal, C.green, C.red].filter((c) => c !== accent));
  const bg = r.pick(['#ffffff', '#fbf7f1']);
  const serif = r.next() < 0.5;
  const acronym = name.replace(/^The /, '').match(/^[A-Z]{3,4}\b/);
  const initials = acronym
    ? acronym[0]
    : name
        .replace(/^The /, '')
        .split(/[\s-]+/)
        .filter((w) => /^[A-Za-z]/.test(w) && !['of', 'and', 'the'].includes(w.toLowerCase()))
        .slice(0, 2)
        .map((w) => w.charAt(0).toUpperCase())
        .join('');
  const oneLine = await fit(
    name,
    { bold: true, serif },
    {
      maxWidth: 480,
      maxHeight: 60,
      maxLines: 1,
      maxSize: 46,
      minSize: 34,
    },
  );
  const block =
    oneLine.lines.length === 1 && oneLine.size >= 34
      ? oneLine
      : await fit(
          name,
          { bold: true, serif },
          {
            maxWidth: 480,
            maxHeight: 110,
            maxLines: 2,
            maxSize: 46,
            minSize: 22,
            leading: 1.1,
          },
        );
  const emblem = r.int(0, 3);
  let body = `<rect width="${W}" height="${H}" fill="${bg}"/>`;
  const ex = W / 2;
  // Centre emblem, name and rule as one group, however many lines the name takes.
  const groupHeight = 124 + 26 + blockHeight(block) + 15;
  const top = (H - groupHeight) / 2;
  const ey = top + 62;
  const textTop = top + 124 + 26;
  if (emblem === 0) {
    body += `<circle cx="${ex}" cy="${ey}" r="62" fill="${accent}"/>`;
  } else if (emblem === 1) {
    body += `<path d="M${ex - 56} ${ey - 62} h112 v60 c0 40 -30 62 -56 74 c-26 -12 -56 -34 -56 -74 Z" fill="${accent}"/>`;
  } else if (emblem === 2) {
    body += `<rect x="${ex - 52}" y="${ey - 52}" width="104" height="104" fill="${accent}" transform="rotate(45 ${ex} ${ey})"/>`;
  } else {
    body += `<rect x="${ex - 64}" y="${ey - 58}" width="128" height="116" rx="18" fill="${accent}"/>`;
  }
  body += `<text x="${ex}" y="${ey + 20}" font-family="${serif ? SERIF : SANS}" font-weight="bold" font-size="${[64, 64, 52, 40, 32][initials.length] ?? 32}" fill="${readableOn(accent)}" text-anchor="middle">${esc(initials)}</text>`;
  body += textLines(block, {
    x: ex,
    y: textTop,
    face: { bold: true, serif },
    fill: C.charcoal,
    anchor: 'middle',
  });
  body += `<rect x="${ex - 40}" y="${textTop + blockHeight(block) + 10}" width="80" height="5" fill="${second}"/>`;
  return svgDoc(W, H, body);
}
