import { render, screen } from '@testing-library/react';
import { site } from '@/test/support/fixture-content';
import { ContactPage } from './ContactPage';

describe('ContactPage', () => {
  it('gives phone as tel:, e-mail as mailto:, the fax, the postal address and the box office', () => {
    render(<ContactPage site={site} />);
    expect(screen.getByRole('link', { name: '(555) 555-0123' })).toHaveAttribute(
      'href',
      'tel:+15555550123',
    );
    expect(screen.getByRole('link', { name: 'series@example.edu' })).toHaveAttribute(
      'href',
      'mailto:series@example.edu',
    );
    expect(screen.getByText('(555) 555-0124')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Postal address' })).toHaveTextContent(
      '1 Campus Way',
    );
    const boxOffice = screen.getByRole('region', { name: 'Box office' });
    expect(boxOffice).toHaveTextContent('Monday–Friday, noon–4 pm');
    expect(boxOffice).toHaveTextContent('Student Center, Room 1');
  });
});
