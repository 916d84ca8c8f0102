import { ExternalLink } from '@/components/ui/ExternalLink';
import { telHref } from '@/components/chrome/contact-links';
import styles from './pages.module.css';

const levels = [
  { name: 'Leaders', gift: '$1,000 and above' },
  { name: 'Benefactors', gift: '$500–$999' },
  { name: 'Patrons', gift: '$250–$499' },
  { name: 'Friends', gift: '$200–$249' },
] as const;

const benefits = [
  'Preferential seating, subject to availability',
  'Invitations to post-performance parties with the artists',
  'Your name printed in our programs (optional)',
  'Post-show receptions',
] as const;

interface Props {
  seriesName: string;
  phone: string;
  donationUrl: string;
}

export function PhilharmonicPage({ seriesName, phone, donationUrl }: Props) {
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
            The {seriesName} <strong>must receive 85% of its funding from the community</strong>,
            and the members of the Philharmonic Club provide much of it. Their annual gifts keep
            ticket prices within reach and bring performers here who would otherwise pass us by.
          </p>
          <h2>Member benefits</h2>
          <ul className={styles.checkList}>
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
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
              {levels.map((level) => (
                <tr key={level.name}>
                  <th scope="row">{level.name}</th>
                  <td>{level.gift}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </article>
  );
}
