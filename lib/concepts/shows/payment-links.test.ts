/** @jest-environment node */
// Every link that takes payment is https (docs/rules/tickets.md#tickets-and-buttons): the buy
// button, the offer in structured data and the calendar files carry it as written, so http:// is
// a content error naming the file, the entry and the field, like any other.
import {
  concertEntry,
  concertFile,
  failure,
  festivalEntry,
  festivalFile,
  load,
  withChange,
  type Json,
} from '../../../test/support/content-folder';

const insecure = 'http://tickets.example.com/winter';

describe('a link that takes payment must be https', () => {
  it.each(['tickets', 'presaleTickets', 'mastersAtTickets', 'packageTickets'])(
    "a show's %s with http:// is refused, naming the field and the link",
    (field) => {
      const message = failure(
        withChange('shows/b_concert.json', (s) => {
          s.onSale = '2026-10-01T10:00';
          s[field] = insecure;
        }),
      );
      expect(message).toContain(
        `${concertFile} › ${concertEntry} › ${field}: must be a secure https:// link (got "${insecure}")`,
      );
    },
  );

  it("a festival's ticket link with http:// is refused", () => {
    const message = failure(
      withChange('shows/a_festival.json', (s) => {
        s.tickets = 'http://tickets.example.com/festival';
      }),
    );
    expect(message).toContain(
      `${festivalFile} › ${festivalEntry} › tickets: must be a secure https:// link (got "http://tickets.example.com/festival")`,
    );
  });

  it.each(['tickets', 'presaleTickets'])(
    "a performance's own %s with http:// is refused, naming the performance",
    (field) => {
      const message = failure(
        withChange('shows/b_concert.json', (s) => {
          s.performances = [
            { date: '2026-12-12T19:30' },
            { date: '2026-12-13T14:00', onSale: '2026-10-01T10:00', [field]: insecure },
          ];
        }),
      );
      expect(message).toContain(
        `${concertFile} › ${concertEntry} › performances[1].${field}: must be a secure https:// link (got "${insecure}")`,
      );
    },
  );

  it("the site's ticket seller and giving page with http:// are refused, both at once", () => {
    const message = failure(
      withChange('site.json', (site) => {
        (site.ticketSeller as Json).url = 'http://tickets.example.com/';
        site.donationUrl = 'http://giving.example.edu/';
      }),
    );
    expect(message).toContain(
      'content/site.json › site › ticketSeller.url: must be a secure https:// link (got "http://tickets.example.com/")',
    );
    expect(message).toContain(
      'content/site.json › site › donationUrl: must be a secure https:// link (got "http://giving.example.edu/")',
    );
    expect(message).toMatch(/has 2 problems/);
  });

  it('says "http" whatever its case, as browsers read it', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.tickets = 'HTTP://tickets.example.com/winter';
      }),
    );
    expect(message).toContain('tickets: must be a secure https:// link');
  });

  it('a link that is not a web address at all is asked for as https', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.tickets = 'ftp://tickets.example.com/winter';
        s.packageTickets = 'tickets.example.com/package';
      }),
    );
    expect(message).toContain(
      `${concertEntry} › tickets: must be an absolute https:// link (got "ftp://tickets.example.com/winter")`,
    );
    expect(message).toContain(
      `${concertEntry} › packageTickets: must be an absolute https:// link (got "tickets.example.com/package")`,
    );
  });

  it('accepts https, and an empty link as "no link"', () => {
    const files = withChange('shows/b_concert.json', (s) => {
      s.tickets = 'https://tickets.example.com/winter';
      s.packageTickets = '';
    });
    const concert = load(files).shows.find((s) => s.sourceFile === concertFile);
    expect(concert?.tickets).toBe('https://tickets.example.com/winter');
  });

  it('leaves links that take no payment (a website, a trailer) free to be http', () => {
    const files = withChange('shows/b_concert.json', (s) => {
      s.website = 'http://artist.example.com/';
    });
    const concert = load(files).shows.find((s) => s.sourceFile === concertFile);
    expect(concert?.website).toBe('http://artist.example.com/');
  });
});
