import { render, screen } from '@testing-library/react';
import { makeShow } from '@/test/support/fixture-content';
import type { Show } from '@/lib/content/types';
import { PreviewCard } from '@/components/cards/PreviewCard';
import { StandardLayout } from '@/components/show-page/StandardLayout';

jest.mock('@/components/trailer/YouTubePlayer', () => ({ __esModule: true, default: () => null }));

const site = { seriesName: 'Ridgeline Artists Series', mastersSeriesName: 'Masters at Ohio River' };

// makeShow() is on 23 January 2027; these are instants at the venue (New York, UTC-5).
const BEFORE_SALE = new Date('2026-11-30T12:00:00Z');
const SELLING = new Date('2027-01-10T12:00:00Z');
const DAY_AFTER = new Date('2027-01-24T17:00:00Z');

const onSale: Partial<Show> = {
  onSale: '2026-12-01T10:00',
  onSaleFormatted: 'Tuesday, December 1, 2026, 10:00 am',
  onSaleInstant: '2026-12-01T15:00:00.000Z',
};

/** Renders at a fixed clock, the build's and the browser's alike. */
function at(now: Date, ui: React.ReactElement) {
  jest.useFakeTimers({ now, advanceTimers: true });
  render(ui);
}

afterEach(() => jest.useRealTimers());

const purchase = () => screen.queryByRole('link', { name: /^Purchase Tickets/ });
const calendar = () => screen.queryByRole('link', { name: /Add to calendar/ });

describe('the show card', () => {
  it.each([
    ['soldOut', 'Sold out'],
    ['cancelled', 'Cancelled'],
    ['postponed', 'Postponed (new date to be announced)'],
  ] as const)('says %s in words and offers no purchase', (status, label) => {
    at(SELLING, <PreviewCard show={makeShow({ status })} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(purchase()).toBeNull();
  });

  it('points a sold-out show to the box office for returns', () => {
    at(SELLING, <PreviewCard show={makeShow({ status: 'soldOut' })} />);
    expect(screen.getByRole('link', { name: 'ask the box office' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('names the date a rescheduled show moved from, and still sells it', () => {
    const show = makeShow({
      status: 'rescheduled',
      previousDate: '2027-01-09T19:30',
      previousDateFormatted: 'Saturday, January 9, 2027, 7:30 pm',
    });
    at(SELLING, <PreviewCard show={show} />);
    expect(screen.getByText('Rescheduled from Saturday, January 9, 2027, 7:30 pm')).toBeVisible();
    expect(purchase()).toBeVisible();
  });

  it('before the public sale says when it opens, as text, with the member presale', () => {
    const show = makeShow({
      ...onSale,
      presaleTickets: 'https://tickets.example.com/presale',
    });
    at(BEFORE_SALE, <PreviewCard show={show} />);
    const notice = screen.getByText(/^On sale Tuesday, December 1, 2026, 10:00 am/);
    expect(notice).toBeVisible();
    expect(notice.closest('a')).toBeNull();
    expect(purchase()).toBeNull();
    expect(screen.getByRole('link', { name: /^Member presale/ })).toHaveAttribute(
      'href',
      'https://tickets.example.com/presale',
    );
  });

  it('sells once the public sale has opened', () => {
    at(SELLING, <PreviewCard show={makeShow(onSale)} />);
    expect(purchase()).toBeVisible();
    // Every phase is in the HTML for the browser to choose from; the others are hidden.
    expect(screen.getByText(/^On sale/)).not.toBeVisible();
  });
});

describe('the show page', () => {
  it('of a past show sells nothing and says when it took place', () => {
    at(DAY_AFTER, <StandardLayout show={makeShow({ mastersAt: true })} {...site} />);
    expect(purchase()).toBeNull();
    expect(calendar()).toBeNull();
    expect(screen.queryByRole('link', { name: /Package/ })).toBeNull();
    expect(
      screen.getByText(/This show took place on Saturday, January 23, 2027 at 7:30 pm/),
    ).toBeVisible();
    // makeShow() is in January 2027, so in the 2026-27 season (July to June).
    expect(
      screen.getByRole('link', { name: 'See the past shows of the 2026–27 season' }),
      // next/link drops the trailing slash outside a Next build.
    ).toHaveAttribute('href', expect.stringMatching(/^\/seasons\/2026-27\/?$/));
  });

  it('of a past show has no on-sale line', () => {
    at(DAY_AFTER, <StandardLayout show={makeShow(onSale)} {...site} />);
    expect(screen.getByText(/^On sale/)).not.toBeVisible();
  });

  it('of a cancelled show has no purchase and no calendar', () => {
    at(SELLING, <StandardLayout show={makeShow({ status: 'cancelled' })} {...site} />);
    expect(screen.getByText('Cancelled')).toBeVisible();
    expect(purchase()).toBeNull();
    expect(calendar()).toBeNull();
  });

  it('of a sold-out show keeps Add to calendar for ticket holders', () => {
    at(SELLING, <StandardLayout show={makeShow({ status: 'soldOut' })} {...site} />);
    expect(purchase()).toBeNull();
    expect(calendar()).toBeVisible();
  });

  it('of an upcoming show on sale offers both', () => {
    at(SELLING, <StandardLayout show={makeShow()} {...site} />);
    expect(purchase()).toBeVisible();
    expect(calendar()).toBeVisible();
  });
});
