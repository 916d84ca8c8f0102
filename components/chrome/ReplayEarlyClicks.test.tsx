import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { EARLY_CLICKS_KEY, type EarlyClicks } from '@/lib/early-clicks';
import { ReplayEarlyClicks } from './ReplayEarlyClicks';

const slot = window as unknown as Record<string, EarlyClicks | undefined>;

function Toggle() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
      Menu
    </button>
  );
}

afterEach(() => {
  delete slot[EARLY_CLICKS_KEY];
  document.body.innerHTML = '';
});

describe('ReplayEarlyClicks', () => {
  it('presses again, once React runs, a button pressed before it did', () => {
    render(<Toggle />);
    const button = screen.getByRole('button', { name: 'Menu' });
    const early = { clicks: [button], hydrated: false };
    slot[EARLY_CLICKS_KEY] = early;
    render(<ReplayEarlyClicks />);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(early).toEqual({ clicks: [], hydrated: true });
  });

  it('replays only once, and never after hydration has been marked', () => {
    render(<Toggle />);
    const button = screen.getByRole('button', { name: 'Menu' });
    slot[EARLY_CLICKS_KEY] = { clicks: [button], hydrated: true };
    render(<ReplayEarlyClicks />);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('skips a button that is no longer in the page', () => {
    const gone = document.createElement('button');
    const onClick = jest.fn();
    gone.addEventListener('click', onClick);
    gone.remove();
    slot[EARLY_CLICKS_KEY] = { clicks: [gone], hydrated: false };
    render(<ReplayEarlyClicks />);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does nothing on a page without the loader (a test build, or the loader never ran)', () => {
    expect(() => render(<ReplayEarlyClicks />)).not.toThrow();
    expect(slot[EARLY_CLICKS_KEY]).toBeUndefined();
  });
});
