import { notFound } from 'next/navigation';
import { feedFor } from '@/lib/outputs/calendar';
import { HomeSeason } from '@/components/seasons/HomeSeason';
import {
  accessibilityServiceIds,
  filteredListTitle,
  isAccessibilityService,
  serviceInfo,
} from '@/lib/concepts/venues';
import { servicesOnOffer } from '@/lib/concepts/shows';
import { getAllShows, getBuildDay, getSite } from '@/lib/content';
import { RelaxedGuides } from '@/components/sensory/RelaxedGuides';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

interface Props {
  params: Promise<{ service: string }>;
}

// One page per service of the vocabulary, offered or not, so a shared address never breaks;
// any other name is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return accessibilityServiceIds.map((service) => ({ service }));
}

async function loadService(params: Props['params']) {
  const { service } = await params;
  if (!isAccessibilityService(service)) notFound();
  return service;
}

export async function generateMetadata({ params }: Props) {
  const service = await loadService(params);
  const site = getSite();
  const offered = servicesOnOffer(getAllShows()).some((choice) => choice.id === service);
  return {
    ...pageMetadata({
      title: filteredListTitle(service),
      description: `The ${site.seriesName}'s upcoming ${serviceInfo(service).plural}, with dates, venues and tickets.`,
      path: routes.accessibility(service),
      feeds: [feedFor({ kind: 'accessibility', service }), feedFor({ kind: 'season' })],
    }),
    // A service no show of the season offers has an empty list: not worth a search result.
    ...(offered ? {} : { robots: { index: false } }),
  };
}

export default async function AccessibilityListPage({ params }: Props) {
  const service = await loadService(params);
  // The list reads its service from the address, as it does after an in-place choice.
  return (
    <>
      <HomeSeason service={service} />
      {service === 'relaxed-performance' ? (
        <RelaxedGuides shows={getAllShows()} buildDay={getBuildDay()} />
      ) : null}
    </>
  );
}
