/** @jest-environment node */
import { staticWorkers } from './static-workers';

describe('the workers that render the pages', () => {
  it('are one a core on a small machine', () => {
    expect(staticWorkers(1)).toBe(1);
    expect(staticWorkers(2)).toBe(2);
  });

  it('are never more than the memory budget allows, on a machine with more cores', () => {
    expect(staticWorkers(3)).toBe(2);
    expect(staticWorkers(64)).toBe(2);
  });

  it('are at least one, whatever the machine reports', () => {
    expect(staticWorkers(0)).toBe(1);
    expect(staticWorkers(1.5)).toBe(1);
  });
});
