// What a page of the site may carry besides Next's scripts (docs/architecture.md#islands): the
// islands' own files, the data blocks (JSON-LD, the analytics settings), the Speculation Rules
// and the site's own inline scripts, each by exact text from the module that writes it. The
// islands step and the CSP step read the same list, so what is kept is what is hashed.
import type { ScriptAllowlist } from '../../lib/build/next-scripts';
import { ISLANDS_FOLDER } from '../../lib/site/islands';
import { SITE_INLINE_SCRIPTS } from '../../lib/site/inline-scripts';
import { speculationRules } from '../../lib/site/speculation-rules';
import { ANALYTICS_SETTINGS_ID } from '../../components/analytics/gtag';

export function scriptAllowlist(basePath: string): ScriptAllowlist {
  return {
    filesFolder: `${basePath}/${ISLANDS_FOLDER}/`,
    inline: SITE_INLINE_SCRIPTS,
    speculationRules: speculationRules(basePath),
    dataIds: [ANALYTICS_SETTINGS_ID],
  };
}
