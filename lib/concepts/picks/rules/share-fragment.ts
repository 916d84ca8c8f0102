/**
 * A list of ids carried in an address's fragment ("#name=a,b"), which no server ever receives:
 * the share links of My schedule (lib/concepts/picks/rules/my-schedule.ts) and of the picks
 * (lib/concepts/picks/rules/picks.ts). Invariant: reading what `listFragment` wrote gives the same ids back.
 */

/** "#name=a%2Cb,c": each id encoded, so commas and other marks inside ids survive. */
export function listFragment(name: string, ids: readonly string[]): string {
  return `#${name}=${ids.map(encodeURIComponent).join(',')}`;
}

/**
 * The ids a fragment (with or without its "#") carries under `name`, each once, keeping only
 * those `isId` accepts; none when the fragment carries something else or cannot be decoded.
 */
export function listFromFragment(
  hash: string,
  name: string,
  isId: (id: string) => boolean,
): string[] {
  const prefix = `${name}=`;
  const fragment = hash.replace(/^#/, '');
  if (!fragment.startsWith(prefix)) return [];
  const ids = fragment
    .slice(prefix.length)
    .split(',')
    .flatMap((part) => {
      try {
        return [decodeURIComponent(part)];
      } catch {
        // Stryker disable next-line ArrayDeclaration: whatever stands in for the broken part, isId refuses it below
        return [];
      }
    })
    .filter(isId);
  return [...new Set(ids)];
}
