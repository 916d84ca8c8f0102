/** @jest-environment node */
// The Philharmonic Club file (lib/concepts/club/club-schema.ts): levels from the top down, members at
// a level that exists, and mistakes named in words.
import { clubSchema } from './club-schema';
import { failure, validFiles } from '../../../test/support/content-folder';

const club = {
  communityFundingPercent: 85,
  levels: [
    { id: 'leaders', name: 'Leaders', minimum: 1000 },
    { id: 'friends', name: 'Friends', minimum: 200 },
  ],
  members: [{ name: 'Cai Morrow', level: 'leaders', listed: true }],
};

function issues(input: unknown) {
  const result = clubSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('the club file', () => {
  it('accepts levels from the top down and a member at one of them', () => {
    expect(issues(club)).toEqual([]);
  });

  it('keeps a member unnamed unless they opted in', () => {
    const parsed = clubSchema.parse({ ...club, members: [{ name: 'Ada Bell', level: 'friends' }] });
    expect(parsed.members[0]?.listed).toBe(false);
  });

  it('names a member level not in the list, with the levels there are', () => {
    expect(
      issues({ ...club, members: [{ name: 'Ada Bell', level: 'gold', listed: true }] }),
    ).toEqual(["members.0.level: is not one of the club's levels (leaders, friends)"]);
  });

  it('refuses levels out of order, and a minimum equal to the level above', () => {
    expect(
      issues({
        ...club,
        levels: [
          { id: 'friends', name: 'Friends', minimum: 200 },
          { id: 'leaders', name: 'Leaders', minimum: 200 },
        ],
      }),
    ).toEqual([expect.stringMatching(/^levels\.1\.minimum: must be less than the level above's/)]);
  });

  it('refuses a level id used twice and a gift of 0', () => {
    expect(
      issues({
        ...club,
        levels: [
          { id: 'leaders', name: 'Leaders', minimum: 1000 },
          { id: 'leaders', name: 'Friends', minimum: 0 },
        ],
      }),
    ).toEqual(
      expect.arrayContaining([
        'levels.1.id: is used twice',
        expect.stringMatching(/^levels\.1\.minimum: must be more than 0/),
      ]),
    );
  });
});

describe('a mistake in content/members.json', () => {
  it('fails the build naming the file, the member and the field', () => {
    const files = validFiles();
    files['members.json'] = {
      ...club,
      members: [...club.members, { name: 'Ada Bell', level: 'gold', listed: true }],
    };
    expect(failure(files)).toContain(
      "content/members.json › member 2 › level: is not one of the club's levels (leaders, friends)",
    );
  });
});
