// lib/content (the build's reader of content/, which needs the disk) as the editor's preview sees
// it: the components it bundles ask for the site's time zone, which the preview passes in, and the
// box office's phone and e-mail for the access requests (stand-ins: the preview sends nothing).
import { DEFAULT_TIME_ZONE } from '@/lib/time/timezone';

export function getSite(): { timeZone: string; phone: string; email: string } {
  return { timeZone: DEFAULT_TIME_ZONE, phone: '(304) 555-0100', email: 'boxoffice@example.edu' };
}
