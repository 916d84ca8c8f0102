import { render, screen } from '@testing-library/react';
import { DonatePanel } from './DonatePanel';

describe('DonatePanel', () => {
  it('offers Make a Donation as a button-styled link to the giving page', () => {
    render(
      <DonatePanel donationUrl="https://giving.example.edu/tv" getInvolvedText="Help us out." />,
    );
    const donate = screen.getByRole('link', { name: /Make a Donation/ });
    expect(donate).toHaveAttribute('href', 'https://giving.example.edu/tv');
    expect(donate).toHaveClass('button');
  });

  it('shows the Get Involved heading with the configured text', () => {
    render(
      <DonatePanel donationUrl="https://giving.example.edu/tv" getInvolvedText="Help us out." />,
    );
    const region = screen.getByRole('region', { name: 'Get Involved' });
    expect(region).toHaveTextContent('Help us out.');
  });
});
