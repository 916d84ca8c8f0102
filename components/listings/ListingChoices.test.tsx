import { fireEvent, render, screen } from '@testing-library/react';
import { ListingChoices } from './ListingChoices';

const options = {
  months: ['2027-03'] as const,
  topics: ['music'] as const,
  services: [{ id: 'touch-tour' as const, label: 'Touch tour' }],
};

function renderChoices(onChange = jest.fn()) {
  const view = render(
    <ListingChoices
      query={{}}
      options={{ ...options, months: [...options.months], topics: [...options.topics] }}
      summary="2 events to come"
      onChange={onChange}
    />,
  );
  return { ...view, onChange };
}

describe('the listing choices', () => {
  // A form needs a submit button (HTML_CodeSniffer H32.2); these choices apply as they change.
  it('are a named group with no form around them', () => {
    const { container } = renderChoices();
    expect(screen.getByRole('group', { name: 'Choose what to show' })).toBeInTheDocument();
    expect(container.querySelector('form')).toBeNull();
  });

  it('apply a choice as soon as it changes', () => {
    const { onChange } = renderChoices();
    fireEvent.click(screen.getByLabelText('Free only'));
    expect(onChange).toHaveBeenCalledWith({ free: true });
  });
});
