/**
 * The printable card that leads a phone in the hall to a program
 * (/shows/{name}/program/card/, docs/rules/shows.md#program-notes): the show, the QR code
 * the build writes beside it, and the address in text for whoever cannot scan.
 */
import { Fragment } from 'react';
import { StatusBanner } from '@/components/show-info/StatusBanner';
import type { Show } from '@/lib/content/types';
import { absoluteUrl, withBasePath } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';
import styles from './ProgramCard.module.css';

/**
 * The address in the pieces a line may end after: after each slash (past "https://"), and before
 * each dot and underscore, so a narrow screen never splits a word ("progra / m/").
 */
export function addressPieces(address: string): string[] {
  return address.split(/(?<=[^/:]\/)|(?<=:\/\/)|(?=[._])/).filter(Boolean);
}

export function ProgramCard({
  show,
}: {
  show: Pick<Show, 'name' | 'title' | 'dateFormatted' | 'status' | 'previousDateFormatted'>;
}) {
  const address = absoluteUrl(routes.program(show.name));
  return (
    <article className={`container page ${styles.card}`}>
      <h1 className={styles.title}>{show.title}</h1>
      <StatusBanner entry={show} />
      <p>{show.dateFormatted}</p>
      <p className={styles.call}>Scan for the program</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG the build writes; no variants to serve */}
      <img
        className={styles.code}
        src={withBasePath(routes.programQr(show.name))}
        alt={`QR code leading to the program of ${show.title}`}
        width={240}
        height={240}
      />
      <p>
        Or type:{' '}
        <span className={styles.address}>
          {addressPieces(address).map((piece, index) => (
            <Fragment key={index}>
              {index > 0 ? <wbr /> : null}
              {piece}
            </Fragment>
          ))}
        </span>
      </p>
      <p className={styles.more}>Large print at the same address, under “Large-print program”.</p>
    </article>
  );
}
