import { render, screen } from '@testing-library/react';
import { ShowFacts } from './ShowFacts';
import { plainVenue } from '@/test/support/fixture-content';

const when = { dateFormatted: 'Thursday, November 12, 1936', timeFormatted: '8 pm', doorsOpen: '' };
const grangeHall = {
  id: 'grange_hall',
  name: 'Grange Hall',
  locality: 'Millbrook',
  country: 'US',
  historyOnly: true as const,
};

describe('ShowFacts', () => {
  it('links a venue with a visit page and gives its street address', () => {
    render(
      <ShowFacts show={{ ...when, venue: plainVenue, location: plainVenue.name }} withAddress />,
    );
    expect(screen.getByRole('link', { name: plainVenue.name })).toHaveAttribute(
      'href',
      expect.stringContaining(`/venues/${plainVenue.id}`),
    );
    expect(screen.getByText(new RegExp(plainVenue.streetAddress))).toBeInTheDocument();
  });

  it('names a past venue with its town, without a link', () => {
    render(
      <ShowFacts show={{ ...when, venue: grangeHall, location: 'Grange Hall' }} withAddress />,
    );
    expect(screen.getByText('Grange Hall')).toBeInTheDocument();
    expect(screen.getByText('Millbrook')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('names a past venue without a town by its name alone', () => {
    const { country, id, historyOnly, name } = grangeHall;
    render(
      <ShowFacts
        show={{ ...when, venue: { country, id, historyOnly, name }, location: name }}
        withAddress
      />,
    );
    expect(screen.getByText('Location').nextElementSibling?.textContent).toBe('Grange Hall');
  });
});
