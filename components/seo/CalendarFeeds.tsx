/**
 * Subscription links for the calendar feeds (docs/rules/calendars.md#calendar-feeds): webcal: (the
 * scheme calendar apps register for subscriptions), Google Calendar's "add by URL" page, and the
 * plain .ics file, for a feed the page names (lib/outputs/calendar/current-feeds.ts). Server
 * components with plain links: no script.
 */
import { ExternalLink } from '@/components/ui/ExternalLink';
import { type CalendarFeed, feedAddresses } from '@/lib/outputs/calendar';
import { withBasePath } from '@/lib/site/paths';

const LINK_CLASS = 'button button--secondary button--small';

/** Subscribe, subscribe in Google Calendar, or download once. */
export function FeedLinks({
  feed,
  label,
  className,
}: {
  feed: CalendarFeed;
  /** Visible text of the main link: "Subscribe to the season calendar". */
  label: string;
  className?: string;
}) {
  const addresses = feedAddresses(feed.path);
  return (
    <p className={className ? `button-row ${className}` : 'button-row'}>
      <a className={LINK_CLASS} href={addresses.webcal}>
        {label}
      </a>
      <ExternalLink className={LINK_CLASS} href={addresses.google}>
        Subscribe in Google Calendar<span className="visually-hidden">: {feed.name}</span>
      </ExternalLink>
      <a className={LINK_CLASS} href={withBasePath(feed.path)} download>
        Download (.ics)<span className="visually-hidden">: {feed.name}</span>
      </a>
    </p>
  );
}
