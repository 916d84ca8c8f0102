import { render, screen } from '@testing-library/react';
import { TicketingInfo } from './TicketingInfo';

function renderBox() {
  render(
    <TicketingInfo
      seller={{ name: 'Example Tix', url: 'https://tickets.example.com/tv' }}
      phone="(555) 555-0123"
    />,
  );
  return screen.getByRole('region', { name: /ticketing information/i });
}

describe('TicketingInfo', () => {
  it('names the seller as the only verified online seller, linked in a new tab', () => {
    const box = renderBox();
    const seller = screen.getByRole('link', { name: /Example Tix/ });
    expect(seller).toHaveAttribute('href', 'https://tickets.example.com/tv');
    expect(seller).toHaveAttribute('target', '_blank');
    expect(box).toHaveTextContent(/Example Tix.*only verified online seller/);
  });

  it('says venues take physical tickets only, no print-at-home or mobile tickets', () => {
    const box = renderBox();
    expect(box).toHaveTextContent(/physical tickets only/i);
    expect(box).toHaveTextContent(/no print-at-home or mobile tickets/i);
  });

  it('gives the office phone as a number phones can dial', () => {
    renderBox();
    expect(screen.getByRole('link', { name: '(555) 555-0123' })).toHaveAttribute(
      'href',
      'tel:+15555550123',
    );
  });
});
