/**
 * How long a recording plays, read from the file's own bytes (docs/rules/shows.md#audio-introductions):
 * the check that an audio introduction is a recording of its transcript, not a silent stub, needs
 * the length of each type the content accepts (AUDIO_EXTENSIONS). Undefined when the bytes are not
 * a file of that type.
 */
import type { AUDIO_EXTENSIONS } from './audio-introduction';

type AudioExtension = (typeof AUDIO_EXTENSIONS)[number];

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** RIFF WAVE: the data chunk's bytes over the format's bytes per second. */
export function wavSeconds(bytes: Uint8Array): number | undefined {
  if (ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WAVE') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') byteRate = view.getUint32(at + 16, true);
    if (id === 'data') return byteRate > 0 ? size / byteRate : undefined;
    at += 8 + size + (size % 2);
  }
  return undefined;
}

// MPEG audio layer III (docs: ISO/IEC 11172-3 and 13818-3): kbit/s by bitrate index, Hz by
// sample-rate index, for MPEG-1 and for MPEG-2/2.5.
const MP3_BITRATES = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** MPEG layer III: every frame's samples over its sample rate, after any ID3v2 tag. */
export function mp3Seconds(bytes: Uint8Array): number | undefined {
  let at = 0;
  if (ascii(bytes, 0, 3) === 'ID3') {
    // The tag's size: four bytes of seven bits each ("syncsafe").
    const size = [6, 7, 8, 9].reduce((sum, i) => (sum << 7) | (bytes[i]! & 0x7f), 0);
    at = 10 + size;
  }
  let seconds = 0;
  let frames = 0;
  while (at + 4 <= bytes.length) {
    const b1 = bytes[at + 1]!;
    const b2 = bytes[at + 2]!;
    const version = (b1 >> 3) & 3;
    const layer = (b1 >> 1) & 3;
    const rate = MP3_RATES[version]?.[(b2 >> 2) & 3];
    const kbps = (version === 3 ? MP3_BITRATES.mpeg1 : MP3_BITRATES.mpeg2)[b2 >> 4];
    // A frame starts with 11 set bits; layer III is 01. Anything else ends the frames (an ID3v1 tag).
    if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0 || layer !== 1 || !rate || !kbps) break;
    const samples = version === 3 ? 1152 : 576;
    const length = Math.floor(((samples / 8) * kbps * 1000) / rate) + ((b2 >> 1) & 1);
    seconds += samples / rate;
    frames += 1;
    at += length;
  }
  return frames > 0 ? seconds : undefined;
}

/** Ogg (Opus or Vorbis): the last page's granule position, in samples at the codec's rate. */
export function oggSeconds(bytes: Uint8Array): number | undefined {
  if (ascii(bytes, 0, 4) !== 'OggS') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const head = 28; // the first page's header with one lacing value; its packet names the codec
  let rate: number | undefined;
  let skip = 0;
  if (ascii(bytes, head, 8) === 'OpusHead') {
    rate = 48000;
    skip = view.getUint16(head + 10, true);
  } else if (ascii(bytes, head + 1, 6) === 'vorbis') rate = view.getUint32(head + 12, true);
  if (!rate) return undefined;
  for (let at = bytes.length - 27; at >= 0; at -= 1) {
    if (ascii(bytes, at, 4) !== 'OggS') continue;
    const granule = Number(view.getBigUint64(at + 6, true));
    return Math.max(0, granule - skip) / rate;
  }
  return undefined;
}

/** MPEG-4 (m4a): the movie header's duration over its time scale. */
export function m4aSeconds(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 4; at + 28 <= bytes.length; at += 1) {
    if (ascii(bytes, at, 4) !== 'mvhd') continue;
    const version = bytes[at + 4];
    // Big-endian, after the version, flags and the creation and change times (8 bytes each in
    // version 1, 4 in version 0).
    const scale = view.getUint32(at + (version === 1 ? 24 : 16));
    const length = version === 1 ? Number(view.getBigUint64(at + 28)) : view.getUint32(at + 20);
    return scale > 0 ? length / scale : undefined;
  }
  return undefined;
}

const READERS: Record<AudioExtension, (bytes: Uint8Array) => number | undefined> = {
  wav: wavSeconds,
  mp3: mp3Seconds,
  ogg: oggSeconds,
  opus: oggSeconds,
  m4a: m4aSeconds,
};

/** The file's playing time in seconds, by its extension; undefined when the bytes disagree. */
export function audioSeconds(extension: AudioExtension, bytes: Uint8Array): number | undefined {
  return READERS[extension](bytes);
}
