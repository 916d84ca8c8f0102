import { render, screen, within } from '@testing-library/react';
import { fixtureContent } from '@/test/support/fixture-content';
import type { Show } from '@/lib/content/types';
import { addDays } from '@/lib/time/calendar-days';
import { AccessRequests, accessRequestsOf } from './AccessRequests';

/** The fixture run whose Sunday performance offers ASL, audio description and a touch tour. */
const run = fixtureContent.shows.find((show) => show.name === 'the_harbour_players') as Show;
const touchTour = accessRequestsOf(run).find((request) => request.service === 'touch-tour')!;

/** Noon at the venue (EST, UTC−5) on a day. */
const noonOn = (day: string) => new Date(`${day}T17:00:00Z`);

function wrapperOf(text: RegExp): HTMLElement {
  const item = screen
    .getAllByRole('listitem')
    .find((li) => text.test(li.textContent ?? '')) as HTMLElement;
  return item.querySelector('[data-request-by]') as HTMLElement;
}

describe('AccessRequests', () => {
  it('lists each service that needs notice, and not the others', () => {
    const services = accessRequestsOf(run).map((request) => request.service);
    expect(services).toEqual(
      expect.arrayContaining(['asl-interpretation', 'audio-description', 'touch-tour']),
    );
    expect(services).not.toContain('wheelchair-seating');
  });

  it('takes the venue’s lead time for a service from content', () => {
    const lead = run.venue.accessRequests;
    const days = lead?.byService?.['touch-tour'] ?? lead?.leadDays;
    expect(days).toBeDefined();
    expect(touchTour.requestBy).toBe(addDays(touchTour.performance.day, -(days ?? 0)));
  });

  it('says "Request by" with the weekday and date, and hides "call instead", before the date', () => {
    render(<AccessRequests show={run} now={noonOn(touchTour.requestBy)} />);
    const wrapper = wrapperOf(/^Touch tour/);
    expect(wrapper).toHaveAttribute('data-request-by', touchTour.requestBy);
    const open = wrapper.querySelector('[data-request-by-variant="open"]') as HTMLElement;
    const closed = wrapper.querySelector('[data-request-by-variant="closed"]') as HTMLElement;
    expect(open).toBeVisible();
    expect(open).toHaveTextContent(/^Request by \w+day, \w+ \d{1,2}, \d{4}\./);
    expect(closed).not.toBeVisible();
  });

  it('prepares an e-mail naming the show, date, time and service, and gives the phone', () => {
    render(<AccessRequests show={run} now={noonOn(touchTour.requestBy)} />);
    const wrapper = wrapperOf(/^Touch tour/);
    const email = within(wrapper).getByRole('link', { name: /^email a request for touch tour/i });
    const url = new URL(email.getAttribute('href') ?? '');
    expect(url.protocol).toBe('mailto:');
    const subject = url.searchParams.get('subject') ?? '';
    for (const part of [
      run.title,
      touchTour.performance.dateFormatted,
      touchTour.performance.timeFormatted,
      'Touch tour',
    ]) {
      expect(subject).toContain(part);
      expect(url.searchParams.get('body')).toContain(part);
    }
    expect(within(wrapper).getAllByRole('link', { name: /555-01\d\d/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  });

  it('says to call instead from the day after the request date', () => {
    render(<AccessRequests show={run} now={noonOn(addDays(touchTour.requestBy, 1))} />);
    const wrapper = wrapperOf(/^Touch tour/);
    expect(wrapper.querySelector('[data-request-by-variant="open"]')).not.toBeVisible();
    const closed = wrapper.querySelector('[data-request-by-variant="closed"]') as HTMLElement;
    expect(closed).toBeVisible();
    expect(closed).toHaveTextContent(/has passed: please call the box office/);
  });

  it('says nothing for a show without services that need notice', () => {
    const { container } = render(
      <AccessRequests
        show={{
          ...run,
          performances: run.performances.map((p) => ({
            ...p,
            accessibility: ['wheelchair-seating'],
          })),
        }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
