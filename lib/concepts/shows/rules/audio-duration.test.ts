import { audioSeconds, m4aSeconds, mp3Seconds, oggSeconds, wavSeconds } from './audio-duration';

const text = (value: string) => [...value].map((c) => c.charCodeAt(0));
const u32le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
const u32be = (n: number) => u32le(n).reverse();
const u16le = (n: number) => [n & 0xff, n >> 8];
const u64le = (n: number) => [...u32le(n), 0, 0, 0, 0];

/** A PCM WAVE file of `dataBytes` at `byteRate` bytes a second, with an extra chunk before data. */
function wav(byteRate: number, dataBytes: number) {
  const fmt = [...text('fmt '), ...u32le(16), ...u16le(1), ...u16le(1), ...u32le(byteRate / 2)];
  const rest = [...u32le(byteRate), ...u16le(2), ...u16le(16)];
  const list = [...text('LIST'), ...u32le(3), 0, 0, 0, 0]; // odd size: padded to even
  const data = [...text('data'), ...u32le(dataBytes), ...new Array<number>(dataBytes).fill(0)];
  return new Uint8Array([
    ...text('RIFF'),
    ...u32le(0),
    ...text('WAVE'),
    ...fmt,
    ...rest,
    ...list,
    ...data,
  ]);
}

/**
 * `count` MPEG-2 layer III frames at 24 kbit/s and 22,050 Hz (576 samples each: 72 * 24000 /
 * 22050 = 78 bytes), after an ID3v2 tag of 300 bytes and before an ID3v1 tag.
 */
function mp3(count: number) {
  const tag = [...text('ID3'), 4, 0, 0, 0, 0, 2, 0x2c, ...new Array<number>(300).fill(0)];
  const frame = [0xff, 0xf3, 0x30, 0xc4, ...new Array<number>(74).fill(0)];
  const frames = Array.from({ length: count }, () => frame).flat();
  return new Uint8Array([...tag, ...frames, ...text('TAG'), ...new Array<number>(125).fill(0)]);
}

/** An Ogg page: header (27 bytes), one lacing value, the packet. */
function oggPage(granule: number, packet: number[]) {
  return [
    ...text('OggS'),
    0,
    0,
    ...u64le(granule),
    ...new Array<number>(12).fill(0),
    1,
    packet.length,
    ...packet,
  ];
}

function opus(preSkip: number, lastGranule: number) {
  const head = [...text('OpusHead'), 1, 1, ...u16le(preSkip), ...u32le(48000), 0, 0, 0];
  return new Uint8Array([
    ...oggPage(0, head),
    ...oggPage(48000, [1]),
    ...oggPage(lastGranule, [2]),
  ]);
}

function vorbis(rate: number, lastGranule: number) {
  const head = [
    1,
    ...text('vorbis'),
    ...u32le(0),
    1,
    ...u32le(rate),
    ...new Array<number>(14).fill(0),
  ];
  return new Uint8Array([...oggPage(0, head), ...oggPage(lastGranule, [1])]);
}

function m4a(version: 0 | 1, scale: number, length: number) {
  const times = version === 1 ? 16 : 8;
  const body =
    version === 1
      ? [...new Array<number>(times).fill(0), ...u32be(scale), 0, 0, 0, 0, ...u32be(length)]
      : [...new Array<number>(times).fill(0), ...u32be(scale), ...u32be(length)];
  const mvhd = [...u32be(8 + 4 + body.length + 80), ...text('mvhd'), version, 0, 0, 0, ...body];
  return new Uint8Array([
    ...u32be(16),
    ...text('ftypM4A '),
    0,
    0,
    0,
    0,
    ...u32be(8 + mvhd.length + 80),
    ...text('moov'),
    ...mvhd,
    ...new Array<number>(80).fill(0),
  ]);
}

describe('the length of a recording', () => {
  it('is a WAVE file’s data over its bytes per second', () => {
    expect(wavSeconds(wav(44100, 88200))).toBe(2);
  });

  it('is none for a WAVE file without a data chunk or for other bytes', () => {
    expect(wavSeconds(wav(44100, 0).subarray(0, 44))).toBeUndefined();
    expect(wavSeconds(new Uint8Array(text('RIFX____WAVE')))).toBeUndefined();
  });

  it('is an MP3’s frames at their sample rate, past the ID3 tags at either end', () => {
    expect(mp3Seconds(mp3(1000))).toBeCloseTo((1000 * 576) / 22050, 6);
    expect(mp3Seconds(mp3(1))).toBeCloseTo(576 / 22050, 6);
  });

  it('is none for an MP3 without a frame', () => {
    expect(mp3Seconds(mp3(0))).toBeUndefined();
  });

  it('is an Opus stream’s last granule less its pre-skip, at 48 kHz', () => {
    expect(oggSeconds(opus(312, 48000 * 30 + 312))).toBe(30);
    expect(oggSeconds(opus(312, 100))).toBe(0);
  });

  it('is a Vorbis stream’s last granule at its own sample rate', () => {
    expect(oggSeconds(vorbis(22050, 22050 * 12))).toBe(12);
  });

  it('is none for Ogg of another codec', () => {
    expect(oggSeconds(new Uint8Array([...oggPage(0, text('Speex   ')), ...oggPage(9, [1])]))).toBe(
      undefined,
    );
  });

  it('is an MPEG-4 movie header’s duration over its time scale, in either version', () => {
    expect(m4aSeconds(m4a(0, 1000, 45500))).toBe(45.5);
    expect(m4aSeconds(m4a(1, 44100, 44100 * 20))).toBe(20);
  });

  it('is read by the file’s type', () => {
    expect(audioSeconds('wav', wav(8000, 8000))).toBe(1);
    expect(audioSeconds('mp3', wav(8000, 8000))).toBeUndefined();
    expect(audioSeconds('opus', opus(0, 48000))).toBe(1);
    expect(audioSeconds('ogg', vorbis(8000, 16000))).toBe(2);
    expect(audioSeconds('m4a', m4a(0, 10, 10))).toBe(1);
  });
});
