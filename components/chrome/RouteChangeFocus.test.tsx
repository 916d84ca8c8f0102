import { render } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { pushInPlaceAddress } from '@/lib/site/in-place-address';
import { RouteChangeFocus } from './RouteChangeFocus';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockedUsePathname = jest.mocked(usePathname);

function Page() {
  return (
    <>
      <a href="/faq/">FAQ</a>
      <main id="main" tabIndex={-1}>
        content
      </main>
      <RouteChangeFocus />
    </>
  );
}

describe('RouteChangeFocus', () => {
  it('leaves focus alone on the first page load', () => {
    mockedUsePathname.mockReturnValue('/');
    render(<Page />);
    expect(document.body).toHaveFocus();
  });

  it('moves focus to main after a client-side route change', () => {
    mockedUsePathname.mockReturnValue('/');
    const { rerender, getByRole } = render(<Page />);
    getByRole('link', { name: 'FAQ' }).focus();

    mockedUsePathname.mockReturnValue('/faq/');
    rerender(<Page />);
    expect(getByRole('main')).toHaveFocus();
  });

  it('leaves focus on the control that changed the address of the page in place', () => {
    const pushState = jest.spyOn(window.history, 'pushState').mockImplementation(() => {});
    mockedUsePathname.mockReturnValue('/');
    const { rerender, getByRole } = render(<Page />);
    getByRole('link', { name: 'FAQ' }).focus();

    pushInPlaceAddress('/accessibility/open-captions/');
    mockedUsePathname.mockReturnValue('/accessibility/open-captions/');
    rerender(<Page />);
    expect(getByRole('link', { name: 'FAQ' })).toHaveFocus();
    pushState.mockRestore();
  });
});
