// What every deploy target's writer shares (./index.ts lists the targets): its options, the note
// each generated file starts with, and a rule's URL patterns in the `*` syntax of the static hosts
// and CloudFront.
import type { HeaderRule } from '../headers';
import type { PolicySettings } from '../csp-policy';

export interface TargetOptions {
  basePath: string;
  rules?: HeaderRule[];
  settings?: PolicySettings;
}

export const GENERATED = 'Generated from deploy/headers.ts; edit the rules there, not this file.';

/** The URL patterns of a rule in _headers / CloudFront syntax (`*` matches any characters). */
export function rulePatterns(rule: HeaderRule, basePath: string): string[] {
  const root = `${basePath}/`;
  switch (rule.match.kind) {
    case 'folder':
      return [`${root}${rule.match.folder}*`];
    case 'extensions':
      return [
        ...(rule.match.directories ? [root, `${root}*/`] : []),
        ...rule.match.extensions.map((ext) => `${root}*.${ext}`),
      ];
    case 'everything':
      return [`${root}*`];
  }
}
