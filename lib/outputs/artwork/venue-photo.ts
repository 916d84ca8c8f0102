/**
 * A placeholder photo for one step of a venue's visual story
 * (docs/rules/visiting.md#sensory-guides-and-visual-stories): a plain drawing of the place the step names (a façade, doors, a counter, a lobby, rows of seats,
 * a restroom door, a quiet corner), captioned with the step's heading, until staff add the real
 * photo. Deterministic for a seed.
 */
import type { StoryStepKind } from '../../concepts/venues/build';
import { svgDoc } from './motifs';
import { C } from './palette';
import { rngFor } from './random';
import { esc, SANS } from './text';

const W = 960;
const H = 640;
const FLOOR = 470;

function facade(night: boolean): string {
  const sky = night ? C.ink : '#8fb8c9';
  let body = `<rect width="${W}" height="${FLOOR}" fill="${sky}"/>`;
  body += `<rect x="180" y="120" width="600" height="${FLOOR - 120}" fill="#c9b79c"/>`;
  body += `<rect x="160" y="100" width="640" height="34" fill="#8a6f52"/>`;
  for (let i = 0; i < 5; i += 1) {
    body += `<rect x="${220 + i * 110}" y="170" width="70" height="100" fill="${night ? C.gold : '#4d6b78'}"/>`;
  }
  body += `<rect x="400" y="320" width="160" height="${FLOOR - 320}" fill="#3d4b52"/>`;
  body += `<rect x="330" y="300" width="300" height="20" fill="#e8e2d4" opacity="0.8"/>`;
  return body;
}

function interior(kind: StoryStepKind): string {
  let body = `<rect width="${W}" height="${FLOOR}" fill="#e8dcc6"/>`;
  body += `<polygon points="0,0 160,90 160,${FLOOR - 40} 0,${FLOOR}" fill="#d4c5aa"/>`;
  body += `<polygon points="${W},0 ${W - 160},90 ${W - 160},${FLOOR - 40} ${W},${FLOOR}" fill="#d4c5aa"/>`;
  switch (kind) {
    case 'entrance':
      body += `<rect x="330" y="140" width="140" height="290" fill="#9cc3cf" stroke="#5d6d72" stroke-width="8"/>`;
      body += `<rect x="490" y="140" width="140" height="290" fill="#9cc3cf" stroke="#5d6d72" stroke-width="8"/>`;
      break;
    case 'box-office':
      body += `<rect x="260" y="150" width="440" height="160" fill="#f3efe6" stroke="#6b5a45" stroke-width="8"/>`;
      body += `<rect x="220" y="310" width="520" height="120" fill="#8a6f52"/>`;
      break;
    case 'lobby':
      for (let i = 0; i < 3; i += 1) {
        body += `<circle cx="${320 + i * 160}" cy="120" r="34" fill="${C.gold}"/>`;
      }
      body += `<rect x="380" y="250" width="200" height="180" fill="#b23a48" opacity="0.85"/>`;
      break;
    case 'seat':
      for (let row = 0; row < 4; row += 1) {
        for (let seat = 0; seat < 9; seat += 1) {
          body += `<rect x="${200 + seat * 64 - row * 10}" y="${230 + row * 55}" width="48" height="44" rx="8" fill="#9b2335"/>`;
        }
      }
      break;
    case 'restrooms':
      body += `<rect x="400" y="150" width="160" height="280" fill="#6b8f71"/>`;
      body += `<circle cx="480" cy="200" r="26" fill="#f3efe6"/>`;
      break;
    default:
      body += `<rect x="300" y="330" width="360" height="40" fill="#8a6f52"/>`;
      body += `<circle cx="720" cy="300" r="60" fill="#4f7b4a"/>`;
      break;
  }
  return body;
}

export function venuePhoto(seed: string, kind: StoryStepKind, caption: string): string {
  const r = rngFor(`${seed}:venue-photo`);
  const floorColour = r.pick(['#6b5a45', '#5a4a3a', '#7a6650']);
  const scene =
    kind === 'arriving' || kind === 'leaving' ? facade(kind === 'leaving') : interior(kind);
  const body =
    scene +
    `<rect y="${FLOOR}" width="${W}" height="${H - FLOOR}" fill="${floorColour}"/>` +
    `<rect y="${H - 90}" width="${W}" height="90" fill="${C.ink}" opacity="0.85"/>` +
    `<text x="${W / 2}" y="${H - 35}" font-family="${SANS}" font-size="40" fill="${C.cream}" text-anchor="middle">${esc(caption)}</text>`;
  return svgDoc(W, H, body);
}
