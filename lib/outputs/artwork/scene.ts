import { svgDoc } from './motifs';
import { C, type Palette } from './palette';
import { rngFor } from './random';
import { SANS, SERIF } from './text';

/**
 * A photo-like stage scene. It reads the alt text for a few cues (how many people, lanterns, a
 * river, a piano, an audience…) so the placeholder matches what its alt text says it shows.
 */
export function scene(seed: string, alt: string, palette: Palette, W = 1200, H = 800): string {
  const r = rngFor(`${seed}:scene`);
  const cue = (re: RegExp) => re.test(alt.toLowerCase());
  const floor = H * 0.78;
  const warm = r.pick([C.orange, C.gold, C.red]);
  let figures = 0;
  if (cue(/\b(alone|solo)\b|\ba (fiddler|pianist|singer|speaker|dancer)\b/)) figures = 1;
  else if (cue(/\btwo\b|\bpair\b/)) figures = 2;
  else if (cue(/\bthree\b/)) figures = 3;
  else if (cue(/\bfour\b|quartet/)) figures = 4;
  else if (cue(/company|ensemble|cast/)) figures = 7;
  const choir = cue(/singers|choir|chorus/);
  let body = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.ink}"/><stop offset="1" stop-color="${palette.bg === C.cream ? C.deepGreen : palette.bg}"/></linearGradient><linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6df" stop-opacity="0.55"/><stop offset="1" stop-color="#fff6df" stop-opacity="0.05"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="${warm}" stop-opacity="0.9"/><stop offset="1" stop-color="${warm}" stop-opacity="0"/></radialGradient></defs>`;
  body += `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += `<rect y="${floor}" width="${W}" height="${H - floor}" fill="#2b2118"/>`;
  for (let i = 0; i < 9; i += 1) {
    body += `<line x1="0" y1="${floor + i * 22}" x2="${W}" y2="${floor + i * 22}" stroke="#3a2d20" stroke-width="3"/>`;
  }
  if (cue(/river|water/)) {
    const colours = ['#0e4f5c', '#136b72', '#0b3d49', '#1a7f7a'];
    for (let i = 0; i < 6; i += 1) {
      const y0 = H * 0.45 + i * 34;
      body += `<path d="M0 ${y0} q150 -22 300 0 t300 0 t300 0 t300 0 V${floor} H0 Z" fill="${colours[i % 4]}"/>`;
    }
  }
  if (cue(/marquee/)) {
    body += `<rect x="${W * 0.2}" y="70" width="${W * 0.6}" height="170" rx="8" fill="${C.charcoal}" stroke="${C.gold}" stroke-width="8"/>`;
    for (let k = 0; k < 26; k += 1) {
      body += `<circle cx="${W * 0.2 + 12 + k * ((W * 0.6 - 24) / 25)}" cy="70" r="7" fill="#fff3c4"/><circle cx="${W * 0.2 + 12 + k * ((W * 0.6 - 24) / 25)}" cy="240" r="7" fill="#fff3c4"/>`;
    }
    body += `<text x="${W / 2}" y="175" font-family="${SANS}" font-weight="bold" font-size="64" letter-spacing="6" fill="${C.cream}" text-anchor="middle">FILM FESTIVAL</text>`;
  }
  const banner = alt.match(/(\d{4}) to (\d{4})/);
  if (banner) {
    body += `<rect x="${W * 0.18}" y="60" width="${W * 0.64}" height="140" fill="${C.gold}"/><polygon points="${W * 0.18},200 ${W * 0.24},200 ${W * 0.18},240" fill="#8a6d12"/><polygon points="${W * 0.82},200 ${W * 0.76},200 ${W * 0.82},240" fill="#8a6d12"/>`;
    body += `<text x="${W / 2}" y="158" font-family="${SERIF}" font-weight="bold" font-size="84" fill="${C.charcoal}" text-anchor="middle">${banner[1]} – ${banner[2]}</text>`;
  }
  if (cue(/spotlight|stage light|lit by/)) {
    const sx = W * (0.35 + r.next() * 0.3);
    body += `<polygon points="${sx - 30},0 ${sx + 30},0 ${sx + 190},${floor + 40} ${sx - 190},${floor + 40}" fill="url(#beam)"/>`;
    body += `<ellipse cx="${sx}" cy="${floor + 40}" rx="220" ry="40" fill="#fff6df" opacity="0.35"/>`;
  } else {
    for (let i = 0; i < 3; i += 1) {
      const sx = W * (0.2 + i * 0.3);
      body += `<polygon points="${sx - 20},0 ${sx + 20},0 ${sx + 150},${floor + 30} ${sx - 150},${floor + 30}" fill="url(#beam)" opacity="0.5"/>`;
    }
  }
  if (cue(/lantern|lights/)) {
    for (let s = 0; s < 2; s += 1) {
      const y0 = 60 + s * 90;
      const sag = 90 + s * 30;
      body += `<path d="M0 ${y0} Q${W / 2} ${y0 + sag * 2} ${W} ${y0}" stroke="#5a4a3a" stroke-width="3" fill="none"/>`;
      for (let k = 1; k < 12; k += 1) {
        const t = k / 12;
        const x = W * t;
        const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
        const colour = [C.orange, C.gold, C.red, '#fff3c4'][(k + s) % 4];
        body += `<circle cx="${x.toFixed(1)}" cy="${(y + 20).toFixed(1)}" r="44" fill="url(#glow)" opacity="0.6"/><ellipse cx="${x.toFixed(1)}" cy="${(y + 20).toFixed(1)}" rx="15" ry="19" fill="${colour}"/>`;
      }
    }
  }
  if (cue(/\bpiano\b/) && !cue(/keyboard|piano keys/)) {
    const px = W * 0.5 + (figures ? 80 : -160);
    const py = floor + 10;
    body += `<path d="M${px} ${py - 150} h300 c60 0 80 40 40 70 c-30 20 -20 60 -110 60 h-230 Z" fill="${C.ink}"/>`;
    body += `<polygon points="${px},${py - 150} ${px + 250},${py - 300} ${px + 270},${py - 290} ${px + 40},${py - 150}" fill="#26262b"/>`;
    body += `<rect x="${px + 20}" y="${py - 20}" width="12" height="60" fill="${C.ink}"/><rect x="${px + 270}" y="${py - 20}" width="12" height="60" fill="${C.ink}"/>`;
  }
  if (cue(/keyboard|piano keys/)) {
    const top = H * 0.42;
    const keyW = W / 18;
    for (let k = 0; k < 18; k += 1) {
      body += `<rect x="${k * keyW + 2}" y="${top}" width="${keyW - 4}" height="${H - top}" rx="6" fill="#f4efe6"/>`;
    }
    for (let k = 0; k < 18; k += 1) {
      if ([0, 1, 3, 4, 5].includes(k % 7)) {
        body += `<rect x="${(k + 1) * keyW - keyW * 0.3}" y="${top}" width="${keyW * 0.6}" height="${(H - top) * 0.6}" rx="4" fill="${C.ink}"/>`;
      }
    }
    body += `<rect x="0" y="${top - 30}" width="${W}" height="34" fill="${C.ink}"/>`;
    body += `<rect width="${W}" height="${H}" fill="${warm}" opacity="0.12"/>`;
  }
  const person = (x: number, baseY: number, scale: number, colour = C.ink) =>
    `<g transform="translate(${x.toFixed(1)} ${baseY.toFixed(1)}) scale(${scale})" fill="${colour}"><circle cx="0" cy="-205" r="27"/><path d="M-42 -170 q42 -16 84 0 l18 110 h-20 l-6 60 h-20 l-4 -60 h-8 l-4 60 h-20 l-6 -60 h-20 Z"/></g>`;
  if (figures) {
    const spread = figures === 1 ? 0 : Math.min(W * 0.7, figures * 140);
    for (let i = 0; i < figures; i += 1) {
      const x = figures === 1 ? W * 0.5 : W / 2 - spread / 2 + (spread * i) / (figures - 1);
      body += person(x + r.int(-12, 12), floor + 40, 1 + r.next() * 0.15);
    }
  }
  if (choir) {
    for (let row = 0; row < 2; row += 1) {
      for (let i = 0; i < 9; i += 1) {
        body += person(
          W * 0.1 + (i * (W * 0.8)) / 8 + row * 50,
          floor + 20 + row * 60,
          0.8 + row * 0.1,
        );
      }
    }
  }
  if (cue(/audience|crowd|listeners/)) {
    for (let row = 0; row < 2; row += 1) {
      for (let x = -20 + row * 35; x < W + 40; x += 70) {
        const y = H - 30 + row * 40 - r.int(0, 14);
        body += `<circle cx="${x}" cy="${y - 70}" r="26" fill="#0a0a0c"/><rect x="${x - 40}" y="${y - 44}" width="80" height="120" rx="34" fill="#0a0a0c"/>`;
      }
    }
  }
  if (cue(/boat/)) {
    const bx = W * 0.45;
    const by = H * 0.62;
    body += `<polygon points="${bx - 110},${by} ${bx + 110},${by} ${bx + 70},${by + 40} ${bx - 70},${by + 40}" fill="${C.cream}"/><polygon points="${bx - 60},${by} ${bx},${by - 110} ${bx + 60},${by}" fill="#e6ddcc"/><polygon points="${bx},${by - 110} ${bx + 60},${by} ${bx + 20},${by}" fill="#cfc4ae"/>`;
    body += `<ellipse cx="${bx}" cy="${by + 50}" rx="150" ry="12" fill="#fff6df" opacity="0.25"/>`;
  }
  // A soft vignette, as a camera would give.
  body += `<defs><radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return svgDoc(W, H, body);
}
