import { makeShow } from '@/lib/test-fixtures';
import { seasonEntries } from './season-entries';

describe('seasonEntries', () => {
  const past = makeShow({ name: 'autumn', day: '2027-01-10', date: '2027-01-10T19:30' });
  const upcoming = makeShow({ name: 'spring', day: '2027-04-17', date: '2027-04-17T19:30' });

  it('gives every show its poster card', () => {
    const entries = seasonEntries([past, upcoming], '2027-02-01');
    expect(entries.map((entry) => entry.past !== undefined)).toEqual([true, true]);
  });

  it('sends the full card only of the shows upcoming on the build day', () => {
    const entries = seasonEntries([past, upcoming], '2027-02-01');
    expect(entries.map((entry) => entry.upcoming !== undefined)).toEqual([false, true]);
  });
});
