/**
 * The Philharmonic Club: content/members.json (docs/rules/tickets.md#giving-club). Its giving
 * levels and benefits, the share of the funding that must come from the community, and the
 * members, each named on the programs and the club's page only if they opted in. Gifts are never
 * stored per member: the file says a member's level, not an amount.
 */
import { z } from 'zod';
import { nonEmpty } from '../../content/schema-parts';

const levelId = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'must be a short lowercase id such as "leaders"');

export const givingLevelSchema = z.strictObject({
  /** Short id members' entries use: "leaders". */
  id: levelId,
  /** As shown: "Leaders". */
  name: nonEmpty('name'),
  /** The smallest annual gift of the level, in whole dollars. */
  minimum: z
    .number({ error: 'must be a number of dollars' })
    .int('must be a whole number of dollars')
    .positive('must be more than 0 dollars'),
});

export const clubMemberSchema = z.strictObject({
  /** As printed: "Avery and Jordan Pell". */
  name: nonEmpty('name'),
  /** The id of one of the levels above. */
  level: levelId,
  /** True only when the member asked to be named on programs and the club's page. */
  listed: z.boolean().default(false),
});

export const clubSchema = z
  .strictObject({
    /** The share of the series' funding that must come from the community, in percent. */
    communityFundingPercent: z
      .number()
      .int('must be a whole percentage')
      .min(1, 'must be between 1 and 100')
      .max(100, 'must be between 1 and 100'),
    /** From the highest gift down. */
    levels: z.array(givingLevelSchema).min(1, 'the club needs at least one level'),
    /** What members receive, one line each. */
    benefits: z.array(nonEmpty('benefit')).default([]),
    members: z.array(clubMemberSchema).default([]),
  })
  .superRefine((club, ctx) => {
    const ids = club.levels.map((level) => level.id);
    club.levels.forEach((level, index) => {
      if (ids.indexOf(level.id) !== index) {
        ctx.addIssue({ code: 'custom', path: ['levels', index, 'id'], message: 'is used twice' });
      }
      const higher = club.levels[index - 1];
      if (higher && level.minimum >= higher.minimum) {
        ctx.addIssue({
          code: 'custom',
          path: ['levels', index, 'minimum'],
          message: `must be less than the level above's (${higher.name}, ${higher.minimum}): levels run from the highest gift down`,
        });
      }
    });
    club.members.forEach((member, index) => {
      if (!ids.includes(member.level)) {
        ctx.addIssue({
          code: 'custom',
          path: ['members', index, 'level'],
          message: `is not one of the club's levels (${ids.join(', ')})`,
        });
      }
    });
  });

export type Club = z.output<typeof clubSchema>;
