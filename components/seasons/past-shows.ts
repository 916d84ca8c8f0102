/** Id of the Past Shows section, which a past show's page links to ("/#past-shows"). */
export const PAST_SHOWS_ID = 'past-shows';
