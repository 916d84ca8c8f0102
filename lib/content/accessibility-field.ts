/**
 * The content field of accessibility services (docs/product-rules.md#accessibility-services). Kept
 * apart from lib/rules/accessibility.ts, which the season filter ships to the browser: importing zod
 * there put ~30 KB (gzip) of validation code into the home page's JavaScript.
 */
import { z } from 'zod';
import { accessibilityServiceIds } from '../rules/accessibility';

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
