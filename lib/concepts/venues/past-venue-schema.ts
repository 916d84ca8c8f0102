/**
 * A past venue (docs/rules/visiting.md#past-venues): a hall the series once played in that has no
 * visit page, known only by its name and, when the archive gives it, its town. One file each,
 * content/past-venues/{id}.json, so the history import adds halls without rewriting a file; a show
 * names it by id in `location` as it names a venue of content/venues.json.
 */
import { z } from 'zod';
import { nonEmpty } from '../../content/schema-parts';

export const pastVenueSchema = z.strictObject({
  /** The hall's name as the archive gives it: "Ridgeline Armory". Required. */
  name: nonEmpty('name'),
  /** Its town or city, when known: "Ridgeline". */
  locality: z.string().trim().min(1).optional(),
  /** Its state, two letters, when known. */
  region: z.string().trim().min(1).optional(),
  /** Its country, two letters. */
  country: z.string().length(2).default('US'),
});

export type RawPastVenue = z.output<typeof pastVenueSchema>;
