/**
 * The one rule for a dynamic route whose content gives it no address
 * (docs/architecture.md#a-route-with-nothing-to-write): `output: 'export'` refuses a dynamic route
 * whose generateStaticParams returns no entry (Next's "returned an empty array from
 * generateStaticParams()"), yet valid content may have nothing for it: a season without a
 * festival has no film, an archive without people no person, a series whose first season has not
 * started no season page of anyone.
 *
 * A route first keeps every address a visitor may hold for as long as its subject exists (a
 * show's calendar file stays when the show is called off, and says so). Only when no subject
 * exists at all does it write one stand-in address, `not-found`, whose page draws the site's
 * not-found page (components/pages/NotFoundPage.tsx; notFound() would write an empty error
 * document in a static export) and whose file is its route's 404 answer. Nothing links it, and
 * the sitemap leaves it out, as it lists content, not parameters.
 */

/** The stand-in's value for every segment: an address that says what it answers. */
export const STAND_IN = 'not-found';

/** The route's addresses, or the stand-in alone when the content gives none. */
export function orStandIn<Params extends object>(
  params: readonly Params[],
  standIn: Params,
): Params[] {
  return params.length > 0 ? [...params] : [standIn];
}
