import { ExternalLink } from '@/components/ui/ExternalLink';
import { telHref } from '@/components/chrome/contact-links';
import { ClubMembers } from '@/components/giving/ClubMembers';
import type { Club } from '@/lib/concepts/club/build';
import { giftInWords } from '@/lib/concepts/club';
import styles from './pages.module.css';

interface Props {
  seriesName: string;
  phone: string;
  donationUrl: string;
  /** Levels, benefits and members from content/members.json; none when the file is absent. */
  club: Club | undefined;
}

export function PhilharmonicPage({ seriesName, phone, donationUrl, club }: Props) {
  const levels = club?.levels ?? [];
  const benefits = club?.benefits ?? [];
  return (
    <article className="container page">
      <header className="page-header">
        <p className="eyebrow">Giving club</p>
        <h1>The Philharmonic Club</h1>
        <p className="lead">
          The friends who make every season possible, and get a little closer to the stage.
        </p>
      </header>
      <div className={styles.twoColumn}>
        <div className="prose">
          <p>
            Ticket sales cover only part of what it costs to bring touring artists to our stages.
            The {seriesName}{' '}
            {club ? (
              <strong>
                must receive {club.communityFundingPercent}% of its funding from the community
              </strong>
            ) : (
              'depends on the community for its funding'
            )}
            , and the members of the Philharmonic Club provide much of it. Their annual gifts keep
            ticket prices within reach and bring performers here who would otherwise pass us by.
          </p>
          {benefits.length > 0 ? (
            <>
              <h2>Member benefits</h2>
              <ul className={styles.checkList}>
                {benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </>
          ) : null}
          <h2>Join or renew</h2>
          <p>
            Give online, or call us at <a href={telHref(phone)}>{phone}</a> and we will gladly help
            you choose a level or set up a gift in someone&rsquo;s honor.
          </p>
          <div className="button-row">
            <ExternalLink href={donationUrl} className="button button--primary">
              Make a Donation
            </ExternalLink>
            <a href={telHref(phone)} className="button button--secondary">
              Call {phone}
            </a>
          </div>
        </div>
        {levels.length > 0 ? (
          <div className={styles.tableCard}>
            <table className={styles.table}>
              <caption>Membership levels (annual gift)</caption>
              <thead>
                <tr>
                  <th scope="col">Level</th>
                  <th scope="col">Annual gift</th>
                </tr>
              </thead>
              <tbody>
                {levels.map((level, index) => (
                  <tr key={level.id}>
                    <th scope="row">{level.name}</th>
                    <td>{giftInWords(levels, index)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
      <ClubMembers club={club} />
    </article>
  );
}
