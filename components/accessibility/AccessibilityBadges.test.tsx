import { render, screen, within } from '@testing-library/react';
import { AccessibilityBadges } from './AccessibilityBadges';

describe('AccessibilityBadges', () => {
  it('lists the services as words in a list named for assistive technology', () => {
    render(<AccessibilityBadges services={['wheelchair-seating', 'asl-interpretation']} />);
    const list = screen.getByRole('list', { name: 'Accessibility services' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ASL interpretation', 'Wheelchair seating']);
  });

  it('renders nothing when there are no services', () => {
    const { container } = render(<AccessibilityBadges services={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
