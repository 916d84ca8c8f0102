import { render, screen } from '@testing-library/react';
import { FeedLinks } from './CalendarFeeds';
import { calendarFeed } from '@/lib/outputs/calendar/feeds';
import { makeEducation, series } from '@/test/support/fixture-content';

jest.mock('@/lib/content', () => ({}));

describe('FeedLinks', () => {
  const feed = calendarFeed({ kind: 'speaker-series' }, series, makeEducation([]));

  it('offers a webcal subscription of the absolute feed address', () => {
    render(<FeedLinks feed={feed} label="Subscribe to the speaker series calendar" />);
    expect(
      screen.getByRole('link', { name: 'Subscribe to the speaker series calendar' }),
    ).toHaveAttribute('href', 'webcal://www.example.edu/artistseries/calendar/speaker-series.ics');
  });

  it('offers Google Calendar the webcal address to add by URL', () => {
    render(<FeedLinks feed={feed} label="Subscribe" />);
    const google = new URL(
      screen.getByRole('link', { name: /google calendar/i }).getAttribute('href')!,
    );
    expect(google.hostname).toBe('calendar.google.com');
    expect(google.searchParams.get('cid')).toBe(
      'webcal://www.example.edu/artistseries/calendar/speaker-series.ics',
    );
  });

  it('offers the file itself under the base path, which works on any host', () => {
    render(<FeedLinks feed={feed} label="Subscribe" />);
    expect(screen.getByRole('link', { name: /download/i })).toHaveAttribute(
      'href',
      '/artistseries/calendar/speaker-series.ics',
    );
  });
});
