import { useEffect, useRef } from 'react';
import { render, waitFor } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { Analytics } from './Analytics';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockedUsePathname = jest.mocked(usePathname);

// next/script inserts each script once, after hydration; jsdom would not run it. This stand-in
// runs an inline script's own text at the same moment (an effect, once per mount, as next/script
// does), so Google's snippet really queues its commands, and shows a loader script's URL.
jest.mock('next/script', () => ({
  __esModule: true,
  default: function Script({
    id,
    src,
    dangerouslySetInnerHTML,
  }: {
    id?: string;
    src?: string;
    dangerouslySetInnerHTML?: { __html: string };
  }) {
    const inserted = useRef(false);
    useEffect(() => {
      if (inserted.current || !dangerouslySetInnerHTML) return;
      inserted.current = true;
      new Function(dangerouslySetInnerHTML.__html)();
    }, [dangerouslySetInnerHTML]);
    return <span data-testid={id} data-src={src} />;
  },
}));

const mockVitals = {
  onCLS: jest.fn(),
  onFCP: jest.fn(),
  onINP: jest.fn(),
  onLCP: jest.fn(),
  onTTFB: jest.fn(),
};
jest.mock('web-vitals/attribution', () => mockVitals);

/** The gtag calls queued so far, as plain arrays (gtag pushes Arguments objects). */
function gtagCalls(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function pageViews() {
  return gtagCalls().filter(([command, name]) => command === 'event' && name === 'page_view');
}

// GoogleAnalytics marks its use with performance.mark, which jsdom lacks.
beforeAll(() => {
  if (typeof performance.mark !== 'function')
    Object.defineProperty(performance, 'mark', { value: jest.fn(), configurable: true });
});

beforeEach(() => {
  delete window.dataLayer;
  jest.clearAllMocks();
  mockedUsePathname.mockReturnValue('/');
});

describe('Analytics', () => {
  it('renders and sends nothing without a measurement id', () => {
    const { container } = render(<Analytics measurementId="" />);
    expect(container).toBeEmptyDOMElement();
    expect(window.dataLayer).toBeUndefined();
  });

  it("loads gtag through @next/third-parties' GoogleAnalytics for the configured id", () => {
    const { getByTestId } = render(<Analytics measurementId="G-TEST123" />);
    expect(getByTestId('_next-ga')).toHaveAttribute(
      'data-src',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    );
    expect(gtagCalls()).toContainEqual(['config', 'G-TEST123']);
  });

  it("switches gtag's automatic page_view off before the snippet configures it", () => {
    render(<Analytics measurementId="G-TEST123" />);
    const calls = gtagCalls();
    const off = calls.findIndex(
      ([command, fields]) =>
        command === 'set' && (fields as { send_page_view?: boolean }).send_page_view === false,
    );
    const config = calls.findIndex(([command]) => command === 'config');
    expect(off).toBeGreaterThanOrEqual(0);
    expect(off).toBeLessThan(config);
    // The manual page_view comes after config, so gtag.js knows where to send it.
    expect(calls.findIndex(([, name]) => name === 'page_view')).toBeGreaterThan(config);
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
    expect(gtagCalls().filter(([command]) => command === 'config')).toHaveLength(1);
  });

  it('loads web-vitals lazily and reports each metric as a gtag event', async () => {
    render(<Analytics measurementId="G-TEST123" />);
    await waitFor(() => expect(mockVitals.onLCP).toHaveBeenCalled());
    for (const subscribe of Object.values(mockVitals)) expect(subscribe).toHaveBeenCalledTimes(1);

    const report = (subscribe: jest.Mock) => subscribe.mock.calls[0]?.[0] as (m: object) => void;
    // CLS grows after its first report: the second event carries only the growth.
    report(mockVitals.onCLS)({
      name: 'CLS',
      value: 0.05,
      delta: 0.05,
      id: 'v1-1',
      rating: 'good',
      attribution: { largestShiftTarget: 'main>img' },
    });
    report(mockVitals.onCLS)({
      name: 'CLS',
      value: 0.12,
      delta: 0.07,
      id: 'v1-1',
      rating: 'needs-improvement',
      attribution: { largestShiftTarget: 'footer' },
    });
    report(mockVitals.onLCP)({
      name: 'LCP',
      value: 1800.4,
      delta: 1800.4,
      id: 'v1-2',
      rating: 'good',
      attribution: { target: 'h1' },
    });
    const events = gtagCalls().filter(
      ([command, name]) => command === 'event' && name !== 'page_view',
    );
    expect(events).toEqual([
      [
        'event',
        'CLS',
        expect.objectContaining({ value: 50, metric_id: 'v1-1', debug_target: 'main>img' }),
      ],
      [
        'event',
        'CLS',
        expect.objectContaining({ value: 70, metric_value: 0.12, debug_target: 'footer' }),
      ],
      [
        'event',
        'LCP',
        expect.objectContaining({ value: 1800, metric_id: 'v1-2', debug_target: 'h1' }),
      ],
    ]);
    // Summed per metric id, as GA4 reports are built, the events give the final value.
    const clsSum = events
      .filter(([, name]) => name === 'CLS')
      .reduce((sum, [, , params]) => sum + (params as { value: number }).value, 0);
    expect(clsSum).toBe(120);
    for (const [, , params] of events) {
      expect(params).toMatchObject({ non_interaction: true, transport_type: 'beacon' });
    }
  });
});
