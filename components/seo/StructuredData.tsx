/**
 * Structured data for the pages that describe events. Server components: they read the site
 * configuration (and, for a film, its festival) through the content facade at build time.
 */
import { findShow, getSeries, getSite } from '@/lib/content';
import {
  educationStructuredData,
  filmStructuredData,
  showStructuredData,
} from '@/lib/outputs/structured-data';
import type { Education, Film, Show } from '@/lib/content/types';
import type { ShowCredits } from '@/lib/concepts/archive/build';
import { JsonLd } from './JsonLd';

/**
 * A show or festival page: the show's Event (a festival with every screening as a subEvent), or
 * one Event per performance of a run.
 */
export function ShowStructuredData({ show, credits }: { show: Show; credits?: ShowCredits }) {
  return <JsonLd data={showStructuredData(show, getSeries(), new Date(), credits)} />;
}

/** A film page (/show/{film}): one ScreeningEvent per screening, or a Movie when none is set. */
export function FilmStructuredData({ film }: { film: Film }) {
  const festival = findShow(film.festivalName);
  return <JsonLd data={filmStructuredData(film, festival, getSeries())} />;
}

/** The Education & Enrichment page: one free EducationEvent per event. */
export function EducationStructuredData({ education }: { education: Education }) {
  return (
    <JsonLd data={educationStructuredData(education, getSeries(), getSite().shareImage.src)} />
  );
}
