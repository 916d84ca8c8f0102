// My schedule appears only once the site's script runs in a visitor's browser, from the
// build's calendar data (lib/outputs/calendar/my-schedule-data.ts, Node only); the page without it is what the
// preview shows.
export function MySchedule(): null {
  return null;
}

export function ScreeningToggle(): null {
  return null;
}

export function FilmScheduleLink(): null {
  return null;
}
