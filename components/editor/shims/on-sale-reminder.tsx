// The reminder link needs the build's calendar files (app/(site)/calendar/on-sale/); the preview shows
// the ticket area without it, as it does without Add to calendar.
export const ON_SALE_REMINDER_LABEL = 'Remind me when tickets go on sale';

export function OnSaleReminder(): null {
  return null;
}
