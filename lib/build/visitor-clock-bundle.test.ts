/** @jest-environment node */
import {
  compileVisitorClock,
  readVisitorClockModule,
  visitorClockModule,
} from './visitor-clock-bundle';

describe('the compiled visitor clock', () => {
  it('is up to date with the rules (else run `npm run clock`)', async () => {
    expect(readVisitorClockModule()).toBe(visitorClockModule(await compileVisitorClock()));
  }, 30_000);

  it('carries no time-zone library, only the rules it applies', async () => {
    const text = await compileVisitorClock();
    expect(text).not.toMatch(/@date-fns|TZDate/);
    expect(text).toContain('data-phase-switch');
  }, 30_000);
});
