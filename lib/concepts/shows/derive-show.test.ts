/** @jest-environment node */
// A show's status and sale dates as deriveShow (lib/concepts/shows/derive-show.ts) reads them.
import {
  Json,
  validFiles,
  concertFile,
  concertEntry,
  load,
  failure,
  withChange,
} from '../../../test/support/content-folder';

describe('deriveShow: status and sale dates (docs/rules/shows.md#show-status)', () => {
  const change = (edit: (s: Json) => void) => withChange('shows/b_concert.json', edit);
  const at = (field: string) => `${concertFile} › ${concertEntry} › ${field}: `;

  it('defaults a show to scheduled at revision 0', () => {
    const concert = load(validFiles()).shows.find((s) => s.sourceFile === concertFile);
    expect(concert).toMatchObject({ status: 'scheduled', revision: 0 });
  });

  it.each(['soldOut', 'cancelled', 'postponed'])('accepts status %s', (status) => {
    const concert = load(change((s) => (s.status = status))).shows.find(
      (s) => s.sourceFile === concertFile,
    );
    expect(concert?.status).toBe(status);
  });

  it('formats the date a rescheduled show was first announced for', () => {
    const concert = load(
      change((s) => {
        s.status = 'rescheduled';
        s.previousDate = '2026-11-28T19:30';
      }),
    ).shows.find((s) => s.sourceFile === concertFile);
    expect(concert?.previousDateFormatted).toBe('Saturday, November 28, 2026, 7:30 pm');
  });

  it('gives the public sale as words and as an instant at the venue', () => {
    const concert = load(change((s) => (s.onSale = '2026-10-01T10:00'))).shows.find(
      (s) => s.sourceFile === concertFile,
    );
    expect(concert?.onSaleFormatted).toBe('Thursday, October 1, 2026, 10:00 am');
    expect(concert?.onSaleInstant).toBe('2026-10-01T14:00:00.000Z');
  });

  it('rejects an unknown status', () => {
    expect(failure(change((s) => (s.status = 'soldout')))).toContain(
      `${at('status')}must be one of "scheduled", "soldOut", "cancelled", "postponed", "rescheduled"`,
    );
  });

  it('rejects a rescheduled show without the previous date', () => {
    expect(failure(change((s) => (s.status = 'rescheduled')))).toContain(
      `${at('previousDate')}is required when status is "rescheduled"`,
    );
  });

  it('rejects a previous date on a show that is not rescheduled', () => {
    const message = failure(
      change((s) => {
        s.status = 'postponed';
        s.previousDate = '2026-11-28T19:30';
      }),
    );
    expect(message).toContain(`${at('previousDate')}belongs only to a rescheduled event`);
  });

  it('keeps the date of a cancelled show required', () => {
    const message = failure(
      change((s) => {
        s.status = 'cancelled';
        delete s.date;
      }),
    );
    expect(message).toContain(`${at('date')}is required`);
  });

  it('rejects a public sale that opens after the show starts', () => {
    expect(failure(change((s) => (s.onSale = '2026-12-13T10:00')))).toContain(
      `${at('onSale')}must be before the show starts`,
    );
  });

  it('rejects a public sale without a tickets link', () => {
    const message = failure(
      change((s) => {
        s.tickets = '';
        s.onSale = '2026-10-01T10:00';
      }),
    );
    expect(message).toContain(`${at('onSale')}needs a "tickets" link`);
  });

  it('rejects a presale link without a public sale date', () => {
    const message = failure(
      change((s) => (s.presaleTickets = 'https://tickets.example.com/presale')),
    );
    expect(message).toContain(`${at('presaleTickets')}needs "onSale"`);
  });

  it('rejects a public sale at a time the clocks skip', () => {
    expect(failure(change((s) => (s.onSale = '2026-03-08T02:30')))).toContain(
      `${at('onSale')}2026-03-08T02:30 does not exist`,
    );
  });

  it('rejects a negative or fractional revision', () => {
    expect(failure(change((s) => (s.revision = -1)))).toContain(
      `${at('revision')}must be 0 or more`,
    );
    expect(failure(change((s) => (s.revision = 1.5)))).toContain(
      `${at('revision')}must be a whole number`,
    );
  });

  it('rejects sold out on an education event, which sells no tickets', () => {
    const message = failure(
      withChange('education.json', (e) => {
        ((e.events as Json[])[0] as Json).status = 'soldOut';
      }),
    );
    expect(message).toContain(
      'content/education.json › education event "Opening Lecture" › status: must be one of "scheduled", "cancelled", "postponed", "rescheduled"',
    );
  });

  it('rejects a rescheduled education event without the previous date', () => {
    const message = failure(
      withChange('education.json', (e) => {
        ((e.events as Json[])[0] as Json).status = 'rescheduled';
      }),
    );
    expect(message).toContain(
      'content/education.json › education event "Opening Lecture" › previousDate: is required',
    );
  });
});
