import { render, waitFor } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { Analytics } from './Analytics';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockedUsePathname = jest.mocked(usePathname);

// The loader script is Google's; in tests only its presence matters.
jest.mock('next/script', () => ({
  __esModule: true,
  default: ({ src }: { src: string }) => <span data-testid="gtag-script" data-src={src} />,
}));

const mockVitals = {
  onCLS: jest.fn(),
  onFCP: jest.fn(),
  onINP: jest.fn(),
  onLCP: jest.fn(),
  onTTFB: jest.fn(),
};
jest.mock('web-vitals', () => mockVitals);

/** The gtag calls queued so far, as plain arrays (gtag pushes Arguments objects). */
function gtagCalls(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function pageViews() {
  return gtagCalls().filter(([command, name]) => command === 'event' && name === 'page_view');
}

beforeEach(() => {
  delete window.gtag;
  delete window.dataLayer;
  jest.clearAllMocks();
  mockedUsePathname.mockReturnValue('/');
});

describe('Analytics', () => {
  it('renders and sends nothing without a measurement id', () => {
    const { container } = render(<Analytics measurementId="" />);
    expect(container).toBeEmptyDOMElement();
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
  });

  it('loads gtag for the configured id with automatic page views switched off', () => {
    const { getByTestId } = render(<Analytics measurementId="G-TEST123" />);
    expect(getByTestId('gtag-script')).toHaveAttribute(
      'data-src',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    );
    expect(gtagCalls()).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);
  });

  it('sends exactly one page_view for the first page', () => {
    mockedUsePathname.mockReturnValue('/faq/');
    render(<Analytics measurementId="G-TEST123" />);
    expect(pageViews()).toHaveLength(1);
    expect(pageViews()[0]?.[2]).toMatchObject({ page_path: '/artistseries/faq/' });
  });

  it('sends one more page_view per route change, and none for a re-render on the same page', () => {
    const { rerender } = render(<Analytics measurementId="G-TEST123" />);
    rerender(<Analytics measurementId="G-TEST123" />);
    expect(pageViews()).toHaveLength(1);

    mockedUsePathname.mockReturnValue('/contact/');
    rerender(<Analytics measurementId="G-TEST123" />);
    mockedUsePathname.mockReturnValue('/students/');
    rerender(<Analytics measurementId="G-TEST123" />);

    expect(pageViews().map((call) => (call[2] as { page_path: string }).page_path)).toEqual([
      '/artistseries/',
      '/artistseries/contact/',
      '/artistseries/students/',
    ]);
  });

  it('loads web-mockVitals lazily and reports each metric as a gtag event', async () => {
    render(<Analytics measurementId="G-TEST123" />);
    await waitFor(() => expect(mockVitals.onLCP).toHaveBeenCalled());
    for (const subscribe of Object.values(mockVitals)) expect(subscribe).toHaveBeenCalledTimes(1);

    const report = mockVitals.onCLS.mock.calls[0]?.[0] as (metric: object) => void;
    report({ name: 'CLS', value: 0.05, id: 'v1-1', rating: 'good' });
    expect(gtagCalls()).toContainEqual([
      'event',
      'CLS',
      expect.objectContaining({ value: 50, metric_id: 'v1-1', non_interaction: true }),
    ]);
  });
});
