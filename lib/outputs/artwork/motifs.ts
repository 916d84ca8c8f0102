/**
 * Geometric artwork for posters, social cards, film posters and trailer thumbnails. Each motif
 * fills the box (x, y, w, h); artwork() clips it to the box and picks the motif by the seed.
 */
import type { Palette } from './palette';
import { rngFor, type Rng } from './random';
import type { Face } from './text';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Motif = (r: Rng, box: Box, p: Palette) => string;

export const MOTIFS: Record<string, Motif> = {
  rings(r, box, p) {
    const cx = box.x + r.pick([0.15, 0.5, 0.85]) * box.w;
    const cy = box.y + r.pick([0.2, 0.8, 1]) * box.h;
    const colours = [p.a, p.b, p.c, p.fg];
    const step = r.int(28, 46);
    let out = '';
    for (let i = 14; i >= 1; i -= 1) {
      out += `<circle cx="${cx}" cy="${cy}" r="${i * step}" fill="${colours[i % colours.length]}"/>`;
    }
    return out + `<circle cx="${cx}" cy="${cy}" r="${step * 0.6}" fill="${p.bg}"/>`;
  },
  stripes(r, box, p) {
    const angle = r.pick([-30, -15, 20, 35]);
    const width = r.int(34, 64);
    const colours = [p.a, p.bg, p.b, p.bg, p.c, p.fg];
    const span = Math.hypot(box.w, box.h);
    let out = `<g transform="rotate(${angle} ${box.x + box.w / 2} ${box.y + box.h / 2})">`;
    for (let i = 0, xx = box.x - span / 2; xx < box.x + box.w + span / 2; i += 1, xx += width) {
      out += `<rect x="${xx}" y="${box.y - span / 2}" width="${width + 1}" height="${box.h + span}" fill="${colours[(i + r.int(0, 1)) % colours.length]}"/>`;
    }
    return out + '</g>';
  },
  halftone(r, box, p) {
    const gap = r.int(40, 56);
    const fx = r.next();
    const fy = r.next();
    let out = '';
    for (let yy = box.y + gap / 2; yy < box.y + box.h + gap; yy += gap) {
      for (let xx = box.x + gap / 2; xx < box.x + box.w + gap; xx += gap) {
        const d = Math.hypot((xx - box.x) / box.w - fx, (yy - box.y) / box.h - fy);
        const rad = (gap / 2) * (1 - d * 0.9);
        // Specks would only add JPEG weight.
        if (rad < 3) continue;
        const fill = d < 0.35 ? p.a : d < 0.6 ? p.b : p.c;
        out += `<circle cx="${xx.toFixed(1)}" cy="${yy.toFixed(1)}" r="${rad.toFixed(1)}" fill="${fill}"/>`;
      }
    }
    return out;
  },
  ridgeline(r, box, p) {
    const layers = [p.c, p.b, p.a, p.fg];
    const sunR = box.w * 0.16;
    let out = `<circle cx="${box.x + box.w * (0.25 + r.next() * 0.5)}" cy="${box.y + box.h * 0.32}" r="${sunR}" fill="${p.a}"/>`;
    layers.forEach((colour, i) => {
      const base = box.y + box.h * (0.45 + i * 0.15);
      let pts = `${box.x},${box.y + box.h} `;
      const peaks = r.int(3, 6);
      for (let k = 0; k <= peaks * 2; k += 1) {
        const xx = box.x + (box.w * k) / (peaks * 2);
        const yy = k % 2 === 0 ? base + r.int(10, 40) : base - r.int(40, 120);
        pts += `${xx.toFixed(1)},${yy.toFixed(1)} `;
      }
      out += `<polygon points="${pts}${box.x + box.w},${box.y + box.h}" fill="${colour}" opacity="${i === 3 ? 0.9 : 1}"/>`;
    });
    return out;
  },
  tiles(r, box, p) {
    const n = r.pick([3, 4, 5]);
    const size = box.w / n;
    const colours = [p.a, p.b, p.c, p.fg];
    let out = '';
    for (let yy = box.y; yy < box.y + box.h; yy += size) {
      for (let xx = box.x; xx < box.x + box.w - 1; xx += size) {
        const fill = r.pick(colours);
        const kind = r.int(0, 3);
        const cx = xx + (r.next() < 0.5 ? 0 : size);
        const cy = yy + (r.next() < 0.5 ? 0 : size);
        if (kind === 0) {
          out += `<path d="M${cx} ${cy} L${xx + size - (cx - xx)} ${cy} A${size} ${size} 0 0 ${(cx === xx) === (cy === yy) ? 1 : 0} ${cx} ${yy + size - (cy - yy)} Z" fill="${fill}"/>`;
        } else if (kind === 1) {
          out += `<circle cx="${xx + size / 2}" cy="${yy + size / 2}" r="${size * 0.42}" fill="${fill}"/>`;
        } else if (kind === 2) {
          out += `<polygon points="${xx},${yy + size} ${xx + size},${yy + size} ${cx},${yy}" fill="${fill}"/>`;
        } else {
          out += `<rect x="${xx + size * 0.2}" y="${yy + size * 0.2}" width="${size * 0.6}" height="${size * 0.6}" fill="${fill}" transform="rotate(45 ${xx + size / 2} ${yy + size / 2})"/>`;
        }
      }
    }
    return out;
  },
  waves(r, box, p) {
    const colours = [p.a, p.b, p.c, p.fg, p.a];
    const amp = r.int(18, 40);
    const length = r.int(160, 280);
    const band = box.h / 7;
    let out = '';
    for (let i = 0; i < 8; i += 1) {
      const y0 = box.y + i * band;
      let d = `M${box.x - length} ${y0}`;
      for (let xx = box.x - length; xx < box.x + box.w + length; xx += length) {
        d += ` q${length / 4} ${-amp} ${length / 2} 0 t${length / 2} 0`;
      }
      d += ` V${box.y + box.h + 10} H${box.x - length} Z`;
      out += `<path d="${d}" fill="${colours[i % colours.length]}" opacity="${i % 2 ? 0.95 : 1}"/>`;
    }
    return out;
  },
};

export function artwork(seed: string, box: Box, palette: Palette, clipId: string): string {
  const r = rngFor(`${seed}:art`);
  // Values come in the order the motifs are written, so a seed keeps its motif.
  const motif = r.pick(Object.values(MOTIFS));
  return `<clipPath id="${clipId}"><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}"/></clipPath><g clip-path="url(#${clipId})"><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="${palette.bg}"/>${motif(r, box, palette)}</g>`;
}

/** Serif or sans titles, chosen once per show so the poster and its social card match. */
export function titleFace(seed: string): Face {
  return { bold: true, serif: rngFor(`${seed}:face`).next() < 0.45 };
}

export function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
