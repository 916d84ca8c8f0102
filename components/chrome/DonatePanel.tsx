import { ExternalLink } from '@/components/ui/ExternalLink';
import { Notice } from './Notice';
import styles from './Notices.module.css';

interface Props {
  donationUrl: string;
  getInvolvedText: string;
}

export function DonatePanel({ donationUrl, getInvolvedText }: Props) {
  return (
    <Notice label="Get Involved" className={styles.donate}>
      <div className={styles.donateBody}>
        <p className={styles.involvedText}>{getInvolvedText}</p>
        <ExternalLink href={donationUrl} className="button button--accent">
          Make a Donation
        </ExternalLink>
      </div>
    </Notice>
  );
}
