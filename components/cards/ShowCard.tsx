import type { Show } from '@/lib/content/types';
import { HomeCard } from './HomeCard';
import { PreviewCard } from './PreviewCard';

/** The card a show asks for through its previewTemplate. */
export function ShowCard({ show, priority }: { show: Show; priority?: boolean }) {
  return show.previewTemplate === 'home' ? (
    <HomeCard show={show} priority={priority} />
  ) : (
    <PreviewCard show={show} priority={priority} />
  );
}
