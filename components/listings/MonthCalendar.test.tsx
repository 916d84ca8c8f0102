import { render, within } from '@testing-library/react';
import type { CalendarLine } from '@/lib/concepts/listings/node';
import { MonthCalendar } from './MonthCalendar';

const line = (overrides: Partial<CalendarLine>): CalendarLine => ({
  day: '2027-03-12',
  date: '2027-03-12T19:30',
  time: '7:30 pm',
  title: 'Harbour Lights',
  url: '/shows/harbour_lights/',
  status: 'scheduled',
  price: '$18–$42',
  ...overrides,
});

function renderMonth(lines: CalendarLine[]) {
  return render(
    <MonthCalendar month="2027-03" months={['2027-03']} lines={lines} buildDay="2027-02-01" />,
  );
}

describe('MonthCalendar', () => {
  it('says what each event costs in the grid and in the list of days', () => {
    const { container } = renderMonth([
      line({}),
      line({ title: 'Open Rehearsal', url: '/e/1/', date: '2027-03-12T12:00', price: 'Free' }),
    ]);
    const grid = container.querySelector('table') as HTMLElement;
    const list = container.querySelector('[data-month-list]') as HTMLElement;
    for (const view of [grid, list]) {
      const day = within(view)
        .getByRole('link', { name: /harbour lights/i })
        .closest('li');
      expect(day).toHaveTextContent('$18–$42');
      const free = within(view)
        .getByRole('link', { name: /open rehearsal/i })
        .closest('li');
      expect(free).toHaveTextContent(/Free$/);
    }
  });

  it.each([
    ['cancelled', 'Cancelled'],
    ['postponed', 'Postponed'],
  ] as const)('a %s event says "%s" before its name and has no price', (status, word) => {
    const { container } = renderMonth([line({ status })]);
    const grid = container.querySelector('table') as HTMLElement;
    const list = container.querySelector('[data-month-list]') as HTMLElement;
    for (const view of [grid, list]) {
      const day = within(view)
        .getByRole('link', { name: /harbour lights/i })
        .closest('li');
      expect(day).toHaveTextContent(new RegExp(`^${word}: 7:30 pm Harbour Lights$`));
    }
  });
});
