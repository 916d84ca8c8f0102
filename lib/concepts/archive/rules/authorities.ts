/**
 * The catalogues a person or work may be known by (docs/archive.md#linked-data): their addresses
 * from the ids content writes, for the pages' links and structured data's sameAs.
 */
export interface AuthorityIds {
  wikidata?: string;
  isni?: string;
  musicbrainz?: string;
}

export interface AuthorityLink {
  name: 'Wikidata' | 'ISNI' | 'MusicBrainz';
  url: string;
}

/** Each catalogue the ids name, in a fixed order. */
export function authorityLinks(ids: AuthorityIds): AuthorityLink[] {
  return [
    ...(ids.wikidata
      ? [{ name: 'Wikidata' as const, url: `https://www.wikidata.org/wiki/${ids.wikidata}` }]
      : []),
    ...(ids.isni ? [{ name: 'ISNI' as const, url: `https://isni.org/isni/${ids.isni}` }] : []),
    ...(ids.musicbrainz
      ? [{ name: 'MusicBrainz' as const, url: `https://musicbrainz.org/artist/${ids.musicbrainz}` }]
      : []),
  ];
}
