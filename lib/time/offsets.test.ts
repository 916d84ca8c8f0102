import { offsetFrom, offsetsAttribute, wallClockFrom, type ZoneOffsets } from './offsets';
import { zoneOffsets } from './timezone';
import { venueDateTime } from './venue-clock';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso).getTime();

describe('zoneOffsets', () => {
  const year = zoneOffsets(NY, new Date('2026-11-28T05:00:00Z'), 400);

  it('finds each change of offset to the millisecond', () => {
    // 2027: clocks spring forward on 14 March at 07:00Z and fall back on 7 November at 06:00Z.
    expect(year.spans).toEqual([
      [at('2026-11-28T05:00:00Z'), -300],
      [at('2027-03-14T07:00:00Z'), -240],
      [at('2027-11-07T06:00:00Z'), -300],
    ]);
  });

  it('ends the stretch after the days asked for', () => {
    expect(year.until).toBe(at('2026-11-28T05:00:00Z') + 400 * 86_400_000);
  });

  it('holds one span for a zone without changes', () => {
    expect(zoneOffsets('Asia/Kolkata', new Date('2027-01-01T00:00:00Z'), 30).spans).toEqual([
      [at('2027-01-01T00:00:00Z'), 330],
    ]);
  });

  it("agrees with the engine's clock at every hour around a change", () => {
    for (let hour = 0; hour < 48; hour += 1) {
      const instant = at('2027-03-13T12:00:00Z') + hour * 3_600_000;
      expect(wallClockFrom(year, instant)).toBe(venueDateTime(new Date(instant), NY));
    }
  });
});

describe('offsetFrom', () => {
  const offsets: ZoneOffsets = {
    spans: [
      [1000, -300],
      [5000, -240],
    ],
    until: 9000,
  };

  it("is the first span's offset from its start on", () => {
    expect(offsetFrom(offsets, 1000)).toBe(-300);
    expect(offsetFrom(offsets, 4999)).toBe(-300);
  });

  it("is the next span's from the instant it starts", () => {
    expect(offsetFrom(offsets, 5000)).toBe(-240);
    expect(offsetFrom(offsets, 8999)).toBe(-240);
  });

  it('is null before the stretch and from its end on', () => {
    expect(offsetFrom(offsets, 999)).toBeNull();
    expect(offsetFrom(offsets, 9000)).toBeNull();
    expect(wallClockFrom(offsets, 9000)).toBeNull();
  });
});

describe('offsetsAttribute', () => {
  it('writes each span as from:minutes, then the end after a semicolon', () => {
    expect(
      offsetsAttribute({
        spans: [
          [1000, -300],
          [5000, -240],
        ],
        until: 9000,
      }),
    ).toBe('1000:-300 5000:-240;9000');
  });
});
