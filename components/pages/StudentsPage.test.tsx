import { render, screen } from '@testing-library/react';
import { site } from '@/test/support/fixture-content';
import { StudentsPage } from './StudentsPage';

describe('StudentsPage', () => {
  it('states the free-ticket rule, the ID checks and the three-week release', () => {
    render(<StudentsPage site={site} />);
    const rules = screen.getByRole('region', { name: 'How student tickets work' });
    expect(rules).toHaveTextContent(/1 free ticket to every event/);
    expect(rules).toHaveTextContent(/at the box office/);
    expect(rules).toHaveTextContent(/again at the entrance/);
    expect(rules).toHaveTextContent(/3 weeks ahead/);
  });

  it('links to the student organisation in a new tab and gives box office hours', () => {
    render(<StudentsPage site={site} />);
    const club = screen.getByRole('link', { name: /Student Arts Club/ });
    expect(club).toHaveAttribute('href', 'https://club.example.edu/');
    expect(club).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('region', { name: 'Box office' })).toHaveTextContent(
      'Monday–Friday, noon–4 pm',
    );
  });
});
