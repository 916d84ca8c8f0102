import { notFound } from 'next/navigation';
import { VisualStoryPage } from '@/components/venues/VisualStoryPage';
import { findVenue, getVenues } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

interface Props {
  params: Promise<{ id: string }>;
}

// Every venue has the address, so a link shared before a story is written never breaks; one
// without a story says so and asks search engines not to index it.
export const dynamicParams = false;

export function generateStaticParams() {
  return getVenues().map((venue) => ({ id: venue.id }));
}

async function loadVenue(params: Props['params']) {
  const { id } = await params;
  const venue = findVenue(id);
  if (!venue) notFound();
  return venue;
}

export async function generateMetadata({ params }: Props) {
  const venue = await loadVenue(params);
  const hasStory = (venue.visualStory ?? []).length > 0;
  return {
    ...pageMetadata({
      title: `Visual story: ${venue.name}`,
      description: `A visit to ${venue.name} in pictures, step by step: arriving, the entrance, the box office, the lobby, finding a seat, the restrooms, a quiet place and leaving.`,
      path: routes.visualStory(venue.id),
    }),
    ...(hasStory ? {} : { robots: { index: false } }),
  };
}

export default async function Page({ params }: Props) {
  return <VisualStoryPage venue={await loadVenue(params)} />;
}
