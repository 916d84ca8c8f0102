/**
 * A venue's visual story (/venues/{id}/visual-story/,
 * docs/rules/visiting.md#sensory-guides-and-visual-stories): the visit in pictures, one step per
 * block, in order, each with its alt text and a few plain sentences. Made to be looked through at
 * home and printed: no scripts, one step per block that does not break across printed pages, photos
 * sized for paper (app/(site)/print.css).
 */
import Link from 'next/link';
import { SiteImage } from '@/components/ui/SiteImage';
import type { Venue } from '@/lib/content/types';
import { routes } from '@/lib/site/routes';
import styles from './VisualStory.module.css';

export function VisualStoryPage({ venue }: { venue: Venue }) {
  const steps = venue.visualStory ?? [];
  return (
    <article className="container page" data-pagefind-body="">
      <header className="page-header">
        <p className="eyebrow">Visual story</p>
        <h1>Visiting {venue.name}</h1>
        <p className="lead">
          {steps.length > 0
            ? 'What a visit looks like, step by step, from arriving to going home. Look through it before you come, or print it.'
            : 'There is no visual story for this venue yet.'}{' '}
          <Link href={routes.venue(venue.id)}>
            Directions, parking and access<span className="visually-hidden">: {venue.name}</span>
          </Link>
        </p>
      </header>
      {steps.length > 0 ? (
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={`${index}-${step.src}`} className={styles.step} data-story-step="">
              <h2 className={styles.title}>
                <span className={styles.number}>Step {index + 1}: </span>
                {step.title}
              </h2>
              <SiteImage
                image={step}
                className={styles.photo}
                sizes="(min-width: 48rem) 40rem, 100vw"
              />
              {step.text.split(/\n\s*\n/).map((paragraph, p) => (
                <p key={p} className={styles.text}>
                  {paragraph}
                </p>
              ))}
            </li>
          ))}
        </ol>
      ) : null}
    </article>
  );
}
