import { render, screen, within } from '@testing-library/react';
import { PhilharmonicPage } from './PhilharmonicPage';

function renderPage() {
  render(
    <PhilharmonicPage
      seriesName="Test Valley Artists Series"
      phone="(555) 555-0123"
      donationUrl="https://giving.example.edu/tv"
    />,
  );
}

describe('PhilharmonicPage', () => {
  it('explains that the series must raise 85% of its funding from the community', () => {
    renderPage();
    expect(screen.getByRole('article')).toHaveTextContent(
      /must receive 85% of its funding from the community/,
    );
  });

  it('tabulates the four giving levels from Leaders down to Friends', () => {
    renderPage();
    const table = screen.getByRole('table', { name: /membership levels/i });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Leaders$1,000 and above',
      'Benefactors$500–$999',
      'Patrons$250–$499',
      'Friends$200–$249',
    ]);
  });

  it('lists the member benefits', () => {
    renderPage();
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent(/preferential seating/i);
    expect(article).toHaveTextContent(/post-performance parties/i);
    expect(article).toHaveTextContent(/name printed in our programs \(optional\)/i);
    expect(article).toHaveTextContent(/post-show receptions/i);
  });

  it('offers a phone contact and the donation link', () => {
    renderPage();
    expect(screen.getAllByRole('link', { name: /555-0123/ })[0]).toHaveAttribute(
      'href',
      'tel:+15555550123',
    );
    expect(screen.getByRole('link', { name: /Make a Donation/ })).toHaveAttribute(
      'href',
      'https://giving.example.edu/tv',
    );
  });
});
