/**
 * The content field of accessibility services (docs/rules/visiting.md#accessibility-services). Not
 * in lib/concepts/venues/rules/accessibility.ts, which is browser-safe (the season filter ships it): the
 * layers/browser-safe rule of eslint.config.mjs keeps zod out of it.
 */
import { z } from 'zod';
import { accessibilityServiceIds } from './rules/accessibility';

/**
 * The content field: a list of ids from the vocabulary, each at most once. An unknown id is an
 * error naming the ids allowed (lib/content/errors.ts turns it into file › show › field).
 */
export const accessibilityField = z
  .array(z.enum(accessibilityServiceIds))
  .default([])
  .superRefine((list, ctx) => {
    list.forEach((id, index) => {
      if (list.indexOf(id) !== index) {
        ctx.addIssue({ code: 'custom', path: [index], message: `lists "${id}" twice` });
      }
    });
  });
