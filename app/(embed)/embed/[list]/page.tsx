import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { ListingRow } from '@/components/listings/ListingRow';
import { getSite } from '@/lib/content';
import { getEmbedEntries } from '@/lib/concepts/listings/node';
import {
  EMBED_HEADING_ID,
  embedIds,
  embedSitePage,
  embedTitle,
  isEmbedId,
} from '@/lib/concepts/listings';

interface Props {
  params: Promise<{ list: string }>;
}

// One embed per list of lib/concepts/listings/rules/embeds.ts, offered or empty, so a pasted snippet never breaks;
// any other name is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return embedIds.map((list) => ({ list }));
}

async function loadEmbed(params: Props['params']) {
  const { list } = await params;
  if (!isEmbedId(list)) notFound();
  return list;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = await loadEmbed(params);
  return { title: `${embedTitle(id)} | ${getSite().seriesShortName}` };
}

export default async function EmbedPage({ params }: Props) {
  const id = await loadEmbed(params);
  const site = getSite();
  const entries = getEmbedEntries(id);
  return (
    <>
      <h1 id={EMBED_HEADING_ID}>
        {embedTitle(id)} at the {site.seriesName}
      </h1>
      {entries.length > 0 ? (
        <div className="embed-list">
          {entries.map((entry) => (
            <ListingRow key={entry.facts.key} entry={entry} headingLevel={2} linkTarget="_top" />
          ))}
        </div>
      ) : (
        <p>Nothing is scheduled yet.</p>
      )}
      <p className="embed-more">
        <Link href={embedSitePage(id)} prefetch={false} target="_top">
          More at the {site.seriesName}
        </Link>
      </p>
    </>
  );
}
