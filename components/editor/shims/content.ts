// lib/content (the build's reader of content/, which needs the disk) as the editor's preview sees
// it: the components it bundles ask only for the site's time zone, which the preview passes in.
import { DEFAULT_TIME_ZONE } from '@/lib/time/timezone';

export function getSite(): { timeZone: string } {
  return { timeZone: DEFAULT_TIME_ZONE };
}
