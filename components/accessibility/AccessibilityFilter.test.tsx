import { fireEvent, render, screen } from '@testing-library/react';
import { accessibilityServices } from '@/lib/concepts/venues';
import { AccessibilityFilter } from './AccessibilityFilter';

const choices = accessibilityServices.filter((s) =>
  ['asl-interpretation', 'audio-description'].includes(s.id),
);

function renderFilter() {
  render(
    <AccessibilityFilter choices={choices} current={undefined} summary="3 upcoming performances" />,
  );
}

describe('AccessibilityFilter', () => {
  let pushState: jest.SpyInstance;
  beforeEach(() => {
    pushState = jest.spyOn(window.history, 'pushState').mockImplementation(() => {});
  });
  afterEach(() => pushState.mockRestore());

  it('is a labelled navigation of links to each pre-rendered list', () => {
    renderFilter();
    const nav = screen.getByRole('navigation', { name: 'Show performances with:' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/');
    // Next adds the trailing slash in the build (trailingSlash: true), not under Jest.
    expect(screen.getByRole('link', { name: 'ASL' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/accessibility\/asl-interpretation\/?$/),
    );
    expect(screen.getByRole('link', { name: 'Audio description' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/accessibility\/audio-description\/?$/),
    );
  });

  it('leaves a plain click to the browser: each choice is a page load', () => {
    renderFilter();
    const notCancelled = fireEvent.click(screen.getByRole('link', { name: 'ASL' }), { button: 0 });
    expect(notCancelled).toBe(true);
    expect(pushState).not.toHaveBeenCalled();
  });

  it('leaves a click with a modifier (new tab, new window) to the browser', () => {
    renderFilter();
    fireEvent.click(screen.getByRole('link', { name: 'ASL' }), { button: 0, ctrlKey: true });
    expect(pushState).not.toHaveBeenCalled();
  });

  it('reads out the result count through a status region', () => {
    renderFilter();
    expect(screen.getByRole('status')).toHaveTextContent('3 upcoming performances');
  });
});
