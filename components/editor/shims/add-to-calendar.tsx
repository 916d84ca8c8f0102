// The calendar links need the build's calendar files; the preview shows the top of the page
// without them.
export function ShowAddToCalendar(): null {
  return null;
}

export function PerformanceGoogleCalendarLink(): null {
  return null;
}

export function EducationAddToCalendar(): null {
  return null;
}
