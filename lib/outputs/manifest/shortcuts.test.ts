/** @jest-environment node */
import { makeFestival } from '@/test/support/fixture-content';
import { manifestShortcuts } from './shortcuts';

// The fixture festival runs three days in March 2027 and offers My schedule.
const festival = makeFestival();

describe('the manifest shortcuts', () => {
  it("lead to the next festival's schedule while it is coming", () => {
    const [first] = manifestShortcuts([festival], '2027-01-01', '/artistseries');
    expect(first).toMatchObject({
      short_name: 'My schedule',
      url: `/artistseries/shows/${festival.name}/#my-schedule`,
    });
  });

  it('name no schedule once the festivals are over', () => {
    const names = manifestShortcuts([festival], '2027-12-31', '/artistseries').map(
      (shortcut) => shortcut.short_name,
    );
    expect(names).not.toContain('My schedule');
    expect(names.length).toBeGreaterThan(0);
  });

  it('point under the base path, at pages ending in a slash', () => {
    for (const shortcut of manifestShortcuts([festival], '2027-01-01', '/artistseries')) {
      expect(shortcut.url).toMatch(/^\/artistseries\/[^#]*\/(?:#.*)?$/);
    }
  });
});
