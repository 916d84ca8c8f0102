import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChunkErrorRecovery } from './ChunkErrorRecovery';

function chunkError() {
  const error = new Error('Failed to load chunk /artistseries/_next/static/chunks/0xyz.js');
  error.name = 'ChunkLoadError';
  return error;
}

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('ChunkErrorRecovery', () => {
  it('reloads the page once by itself when a chunk is missing', () => {
    const reload = jest.fn();
    render(<ChunkErrorRecovery error={chunkError()} reload={reload} />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(/loading the latest version/i);
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('shows a Reload button instead of reloading again when the chunk is still missing', async () => {
    const firstReload = jest.fn();
    const { unmount } = render(<ChunkErrorRecovery error={chunkError()} reload={firstReload} />);
    unmount();

    // The same tab after the automatic reload: sessionStorage remembers it.
    const reload = jest.fn();
    render(<ChunkErrorRecovery error={chunkError()} reload={reload} />);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(/this page has been updated/i);

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(firstReload).toHaveBeenCalledTimes(1);
  });

  it('never reloads by itself when storage is unavailable', () => {
    const reload = jest.fn();
    render(<ChunkErrorRecovery error={chunkError()} reload={reload} storage={null} />);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('offers Try again and Reload for other errors, without reloading by itself', async () => {
    const reload = jest.fn();
    const reset = jest.fn();
    render(
      <ChunkErrorRecovery error={new TypeError('x is undefined')} reset={reset} reload={reload} />,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(/something went wrong/i);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
