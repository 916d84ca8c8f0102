// The save toggles appear only once the site's script runs in a visitor's browser and the picks
// store wakes (components/picks/ShowSave.tsx); without them the page is what the preview shows.
export function ShowSave(): null {
  return null;
}

export function PerformanceSave(): null {
  return null;
}

export function EducationSave(): null {
  return null;
}
