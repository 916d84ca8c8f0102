import { render, screen, within } from '@testing-library/react';
import { fixtureContent, makeFestival } from '@/test/support/fixture-content';
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
    expect(touchTour.requestBy).toBe(addDays(touchTour.day, -(days ?? 0)));
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
    const performance = run.performances.find(({ day }) => day === touchTour.day)!;
    for (const part of [
      run.title,
      performance.dateFormatted,
      performance.timeFormatted,
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

describe('AccessRequests on a festival', () => {
  // The fixture festival: The Ferryman's Daughter on 18 March at 6 pm and 19 March at 9:15 pm,
  // The Quiet Hours on 20 March at 1 pm.
  const festival = makeFestival({ accessibility: ['open-captions', 'wheelchair-seating'] });
  const beforeIt = new Date('2027-01-04T17:00:00Z');

  it('asks for each screening, each by its own day, and only for services that need notice', () => {
    const requests = accessRequestsOf(festival);
    expect(requests.map(({ service, day }) => [service, day])).toEqual([
      ['open-captions', '2027-03-18'],
      ['open-captions', '2027-03-19'],
      ['open-captions', '2027-03-20'],
    ]);
    // Each by its own screening's day, with the venue's lead time (14 days where it sets none).
    const lead = festival.venue.accessRequests;
    const days = lead?.byService?.['open-captions'] ?? lead?.leadDays ?? 14;
    for (const { day, requestBy } of requests) expect(requestBy).toBe(addDays(day, -days));
  });

  it('names the film, its date and its time, and says the services are arranged by screening', () => {
    render(<AccessRequests show={festival} now={beforeIt} />);
    expect(screen.getByText(/arranged for each screening/)).toBeInTheDocument();
    const lines = screen.getAllByText(/^Open captions: /).map((line) => line.textContent);
    expect(lines).toEqual([
      "Open captions: The Ferryman's Daughter, Thursday, March 18, 2027, 6:00 pm",
      "Open captions: The Ferryman's Daughter, Friday, March 19, 2027, 9:15 pm",
      'Open captions: The Quiet Hours, Saturday, March 20, 2027, 1:00 pm',
    ]);
  });

  it('prepares an e-mail naming the film, the festival, the date and the time', () => {
    render(<AccessRequests show={festival} now={beforeIt} />);
    const email = screen.getByRole('link', {
      name: /^email a request for open captions, the quiet hours, mar 20$/i,
    });
    const subject = new URL(email.getAttribute('href') ?? '').searchParams.get('subject') ?? '';
    for (const part of ['The Quiet Hours', festival.title, 'Saturday, March 20, 2027', '1:00 pm']) {
      expect(subject).toContain(part);
    }
  });

  it('lists the screenings not yet over at the build, and none once the last is over', () => {
    render(<AccessRequests show={festival} now={new Date('2027-03-19T17:00:00Z')} />);
    expect(screen.getAllByText(/^Open captions: /)).toHaveLength(2);
    const { container } = render(
      <AccessRequests show={festival} now={new Date('2027-03-21T17:00:00Z')} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it.each(['cancelled', 'postponed'] as const)('asks for nothing once %s', (status) => {
    const calledOff = {
      ...festival,
      status,
      performances: festival.performances.map((performance) => ({ ...performance, status })),
    };
    expect(accessRequestsOf(calledOff)).toEqual([]);
  });
});
