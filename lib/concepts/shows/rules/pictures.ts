/**
 * Which shows must have their pictures (docs/rules/content.md#images): a show still to come is
 * sold with its poster and share card, so a missing file stops the build; a show whose last day is
 * before the build's day belongs to the record, which keeps what it has: without a poster it is
 * drawn as a text card (components/show-info/ShowPoster.tsx), with no placeholder file and no
 * image variants. `npm run images` draws placeholders only for the shows that need them.
 */

/** Whether a show whose last performance is on `lastDay` must have its poster and share card. */
export function needsPictures(lastDay: string, buildDay: string): boolean {
  return lastDay >= buildDay;
}
