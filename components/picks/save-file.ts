/**
 * Hands a calendar text made in the browser to the visitor as a download: the "My schedule" and
 * "My picks" files (docs/rules/picks.md#my-picks). Nothing leaves the browser.
 */
export function saveCalendarFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
