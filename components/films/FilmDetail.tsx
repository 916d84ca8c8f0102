import { FilmAddToCalendar } from '@/components/seo/AddToCalendar';
import { PriceLine } from '@/components/prices/ShowPrice';
import Link from 'next/link';
import { FilmScheduleLink, ScreeningToggle } from '@/components/picks/MySchedule';
import { picksArea } from '@/components/picks/area';
import { scheduleLine } from '@/lib/concepts/festival';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { SiteImage } from '@/components/ui/SiteImage';
import { routes } from '@/lib/site/routes';
import { offersCalendar, showPriceOnOffer } from '@/lib/concepts/shows';
import type { Film, Show } from '@/lib/content/types';
import { FilmFacts } from './FilmList';
import { GoodToKnow } from '@/components/show-info/GoodToKnow';
import { ParkingNote } from '@/components/show-info/ShowFacts';
import { StatusBanner } from '@/components/show-info/StatusBanner';
import { PastShowNote, TicketActions, Timed } from '@/components/tickets/TicketActions';
import { TrailerSection } from '@/components/show-page/TrailerSection';
import styles from './films.module.css';

/** The festival pass's price, while the festival takes place (a screening shares its status). */
function FestivalPass({ festival }: { festival: Show }) {
  const price = showPriceOnOffer(festival);
  return price ? <PriceLine label={price} heading="Festival pass" /> : null;
}

/** A film's own page: everything about it, its screenings, its trailer and the way back. */
export function FilmDetail({ film, festival }: { film: Film; festival?: Show }) {
  const festivalUrl = routes.show(film.festivalName);
  return (
    <article className={styles.detail}>
      <p className={styles.backLink}>
        <Link href={festivalUrl}>
          <span aria-hidden="true">← </span>Back to {film.festivalTitle}
        </Link>
      </p>
      <div className={styles.detailGrid}>
        <SiteImage className={styles.detailPoster} image={film.poster} sizes="320px" priority />
        <div>
          <p className={styles.eyebrow}>
            <Link href={festivalUrl}>{film.festivalTitle}</Link>
          </p>
          <h1 className={styles.detailTitle}>{film.title}</h1>
          {/* A screening shares its festival's status (docs/rules/shows.md#show-status). */}
          {festival ? <StatusBanner entry={festival} /> : null}
          {/* The film's length is among its facts below; advisories and age guidance come first. */}
          <GoodToKnow facts={film} />
          <SafeHtml html={film.description} className={styles.description} />
          <FilmFacts film={film} status={festival?.status ?? 'scheduled'} />
          <section {...picksArea} aria-labelledby="screenings-heading">
            <h2 id="screenings-heading" className={styles.detailHeading}>
              Screenings
            </h2>
            {film.schedule.length > 0 ? (
              <ul className={styles.screenings}>
                {film.screenings.map((screening) => (
                  <li key={`${screening.day}T${screening.time}`}>
                    {scheduleLine(screening)}
                    <ScreeningToggle
                      festival={festival}
                      film={film.name}
                      day={screening.day}
                      time={screening.time}
                      label={`${film.title}, ${scheduleLine(screening)}`}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            {film.schedule.length > 0 ? (
              <FilmScheduleLink festival={festival} />
            ) : (
              <p>Screening times will be announced with the festival schedule.</p>
            )}
            {festival ? (
              <>
                <Timed
                  show={festival}
                  upcoming={
                    offersCalendar(festival.status) ? <FilmAddToCalendar film={film} /> : null
                  }
                  over={<PastShowNote show={festival} />}
                />
                <p className={styles.venue}>
                  <Link href={routes.venue(festival.venue.id)} prefetch={false}>
                    {festival.location}
                  </Link>
                </p>
                <ParkingNote show={festival} />
                <FestivalPass festival={festival} />
                <TicketActions
                  show={festival}
                  context={festival.title}
                  className={styles.detailActions}
                />
              </>
            ) : null}
          </section>
          <TrailerSection show={film} headingClassName={styles.detailHeading} sectionClassName="" />
        </div>
      </div>
    </article>
  );
}
