import { ExternalLink } from '@/components/ui/ExternalLink';
import styles from './Notices.module.css';

interface Props {
  donationUrl: string;
  getInvolvedText: string;
}

export function DonatePanel({ donationUrl, getInvolvedText }: Props) {
  return (
    <section className={styles.donate} aria-labelledby="get-involved-heading">
      <div>
        <h2 id="get-involved-heading" className={styles.heading}>
          Get Involved
        </h2>
        <p className={styles.involvedText}>{getInvolvedText}</p>
      </div>
      <ExternalLink href={donationUrl} className="button button--accent">
        Make a Donation
      </ExternalLink>
    </section>
  );
}
