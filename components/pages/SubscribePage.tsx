import type { Site } from '@/lib/content/types';
import type { CalendarFeed } from '@/lib/outputs/calendar';
import { FeedLinks } from '@/components/seo/CalendarFeeds';
import styles from './SubscribePage.module.css';

type Props = {
  site: Pick<Site, 'seriesName' | 'mailingListAction' | 'mailingListTrapField'>;
  /** The calendar feeds to offer (lib/outputs/calendar/feeds.ts offeredFeeds). */
  feeds: readonly CalendarFeed[];
};

/**
 * A plain form post to the mailing-list service: no script, no states of our own. The service
 * answers on its own page; the response areas exist for its script-free markup and stay hidden.
 */
export function SubscribePage({ site, feeds }: Props) {
  return (
    <article className="container page">
      <div className="prose">
        <header className="page-header">
          <h1>Join our mailing list</h1>
          <p className="lead">
            Season announcements, on-sale dates and special offers from the {site.seriesName}, a few
            times a year.
          </p>
        </header>
        <form className={styles.form} method="post" action={site.mailingListAction}>
          <p id="required-note" className={styles.note}>
            <span aria-hidden="true" className={styles.asterisk}>
              *
            </span>{' '}
            required
          </p>
          <div className={styles.field}>
            <label htmlFor="mce-EMAIL">
              E-mail address{' '}
              <span aria-hidden="true" className={styles.asterisk}>
                *
              </span>
            </label>
            <input
              type="email"
              id="mce-EMAIL"
              name="EMAIL"
              required
              autoComplete="email"
              inputMode="email"
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="mce-FNAME">First name</label>
            <input type="text" id="mce-FNAME" name="FNAME" autoComplete="given-name" />
          </div>
          <div className={styles.field}>
            <label htmlFor="mce-LNAME">Last name</label>
            <input type="text" id="mce-LNAME" name="LNAME" autoComplete="family-name" />
          </div>
          <fieldset className={styles.fieldset}>
            <legend>E-mail format</legend>
            <label className={styles.choice}>
              <input type="radio" name="EMAILTYPE" value="html" defaultChecked /> HTML
            </label>
            <label className={styles.choice}>
              <input type="radio" name="EMAILTYPE" value="text" /> Plain text
            </label>
          </fieldset>
          {/* Bot trap: people never see or reach it, so a value here means a script filled it. */}
          <div className={styles.trap} aria-hidden="true">
            <input
              type="text"
              name={site.mailingListTrapField}
              tabIndex={-1}
              defaultValue=""
              autoComplete="off"
            />
          </div>
          <div>
            <div id="mce-error-response" className={styles.error} role="alert" hidden />
            <div id="mce-success-response" className={styles.success} role="status" hidden />
          </div>
          <button type="submit" className="button button--primary">
            Subscribe
          </button>
        </form>
        <CalendarChoice feeds={feeds} />
      </div>
    </article>
  );
}

/**
 * "Subscribe to a calendar" (docs/rules/calendars.md#calendar-feeds): one feed per series, so a
 * visitor takes only what they care about, with how each calendar app adds one.
 */
function CalendarChoice({ feeds }: { feeds: readonly CalendarFeed[] }) {
  return (
    <section aria-labelledby="calendars-heading" className={styles.calendars}>
      <h2 id="calendars-heading">Subscribe to a calendar</h2>
      <p>
        Add the events you care about to your own calendar. A subscription keeps itself up to date:
        when a date changes or an event is added or called off, your calendar follows within a day.
        Times are shown in your calendar at the right hour, wherever you are.
      </p>
      <ul className={styles.howTo}>
        <li>
          <strong>iPhone, iPad, Mac (Apple Calendar) and Outlook:</strong> choose Subscribe and
          confirm.
        </li>
        <li>
          <strong>Google Calendar:</strong> choose Subscribe in Google Calendar while signed in to
          Google; your phone picks the calendar up from there.
        </li>
        <li>
          <strong>Anything else:</strong> copy the Subscribe link into your calendar&rsquo;s
          &ldquo;add calendar from URL&rdquo; option. Download saves the events once, without
          updates.
        </li>
      </ul>
      {feeds.map((feed) => (
        <div key={feed.path} className={styles.feed}>
          <h3>{feed.name}</h3>
          <p>{feed.summary}</p>
          <FeedLinks feed={feed} label={`Subscribe to ${feed.name}`} />
        </div>
      ))}
    </section>
  );
}
