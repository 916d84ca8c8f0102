/**
 * A Stryker ignorer (stryker.config.mjs `ignorers`): leaves the `code: 'custom'` of the content
 * checks' zod issues unmutated. An issue of any code but zod's own kinds reaches staff as its
 * message alone (lib/content/errors.ts issueMessage), so a changed code changes nothing anyone
 * sees: every such mutant is equivalent.
 */
const REASON = 'a custom zod issue is read by its message alone (lib/content/errors.ts)';

/** @param {any} path a Babel NodePath */
function shouldIgnore(path) {
  const node = path.node;
  if (
    node?.type === 'ObjectProperty' &&
    node.key?.type === 'Identifier' &&
    node.key.name === 'code' &&
    node.value?.type === 'StringLiteral' &&
    node.value.value === 'custom'
  ) {
    return REASON;
  }
  return undefined;
}

export const strykerPlugins = [{ kind: 'Ignore', name: 'zod-issue-code', value: { shouldIgnore } }];
