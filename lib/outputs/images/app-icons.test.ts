/** @jest-environment node */
import { appIcons, MASKABLE_ARTWORK_SHARE, maskableSvg } from './app-icons';

describe('the app icons', () => {
  it('come in the sizes Chromium installs from, each plain and maskable', () => {
    const icons = appIcons();
    for (const size of [192, 512]) {
      expect(
        icons
          .filter((icon) => icon.size === size)
          .map((icon) => icon.purpose)
          .sort(),
      ).toEqual(['any', 'maskable']);
    }
    expect(new Set(icons.map((icon) => icon.path)).size).toBe(icons.length);
  });

  it('keep the maskable artwork inside the circle a launcher may crop to', () => {
    // The safe zone is a circle of 80% of the side; the artwork's square must fit in it.
    expect(MASKABLE_ARTWORK_SHARE * Math.SQRT2).toBeLessThanOrEqual(0.8);
    expect(maskableSvg('<svg/>', 512)).toMatch(
      /<rect width="512" height="512" fill="#[0-9a-f]{6}"/,
    );
  });
});
