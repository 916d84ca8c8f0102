import { ANALYTICS_SETTINGS_ID, GTAG_URL, vitalsEventParams } from './gtag';
import { startPageViews } from './page-views';
import * as vitals from 'web-vitals/attribution';

jest.mock('web-vitals/attribution', () => ({
  onCLS: jest.fn(),
  onFCP: jest.fn(),
  onINP: jest.fn(),
  onLCP: jest.fn(),
  onTTFB: jest.fn(),
}));

function settings(id: string | null) {
  document.head.innerHTML = '';
  document.body.innerHTML =
    id === null
      ? ''
      : `<script type="application/json" id="${ANALYTICS_SETTINGS_ID}">${JSON.stringify({ id })}</script>`;
  window.dataLayer = [];
}

const events = (name: string) =>
  (window.dataLayer ?? []).filter((entry) => {
    const args = [...(entry as IArguments)];
    return args[0] === 'event' && args[1] === name;
  });

const idle = () => new Promise((resolve) => setTimeout(resolve, 20));

// First in the file: the other tests leave web-vitals set-ups pending on the real clock.
describe('web vitals', () => {
  afterEach(() => jest.useRealTimers());

  it('reports every metric, each set up in a task of its own', async () => {
    jest.useFakeTimers();
    settings('G-TEST123');
    const setUp: string[] = [];
    const metrics = ['onCLS', 'onFCP', 'onINP', 'onLCP', 'onTTFB'] as const;
    for (const name of metrics)
      (vitals[name] as jest.Mock).mockImplementation(() => setUp.push(name));
    startPageViews();
    // Idle after load, then web-vitals arrives and the first metric is set up.
    for (let step = 0; step < 20 && setUp.length === 0; step += 1)
      await jest.advanceTimersByTimeAsync(1);
    expect(setUp).toEqual(['onCLS']);
    // Each task the page runs sets up one more, never two.
    for (const [index] of metrics.entries()) {
      expect(setUp).toEqual(metrics.slice(0, index + 1));
      jest.runOnlyPendingTimers();
    }
  });
});

describe('page views without the framework', () => {
  it('does nothing on a page without the settings', () => {
    settings(null);
    expect(startPageViews()).toBeNull();
    expect(window.dataLayer).toEqual([]);
  });

  it('queues exactly one page_view per page load, with the automatic one switched off', () => {
    settings('G-TEST123');
    startPageViews();
    expect(events('page_view')).toHaveLength(1);
    const config = (window.dataLayer ?? [])
      .map((entry) => [...(entry as IArguments)])
      .find((args) => args[0] === 'config');
    expect(config).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
  });

  it('counts a page restored from the back/forward cache once more, and a plain pageshow not', () => {
    settings('G-TEST123');
    const listen = jest.spyOn(window, 'addEventListener');
    startPageViews();
    const onPageShow = listen.mock.calls.find(([type]) => type === 'pageshow')?.[1] as (
      event: Partial<PageTransitionEvent>,
    ) => void;
    listen.mockRestore();
    onPageShow({ persisted: false });
    expect(events('page_view')).toHaveLength(1);
    onPageShow({ persisted: true });
    expect(events('page_view')).toHaveLength(2);
  });

  it("loads Google's tag for the id once the page is idle after load, not before", async () => {
    settings('G-TEST123');
    startPageViews();
    expect(document.querySelector(`script[src^="${GTAG_URL}"]`)).toBeNull();
    await idle();
    expect(document.querySelector('script')?.getAttribute('src')).toBe(`${GTAG_URL}?id=G-TEST123`);
  });
});

describe('the GA4 event of a web-vitals report', () => {
  it('sends the delta as an integer value, CLS in thousandths, and names the element behind it', () => {
    expect(
      vitalsEventParams({
        name: 'CLS',
        value: 0.25,
        delta: 0.1234,
        id: 'v1',
        rating: 'poor',
        attribution: { largestShiftTarget: 'main>img' },
      }),
    ).toMatchObject({
      value: 123,
      metric_id: 'v1',
      debug_target: 'main>img',
      transport_type: 'beacon',
    });
    expect(
      vitalsEventParams({ name: 'TTFB', value: 300.6, delta: 300.6, id: 'v2', rating: 'good' }),
    ).not.toHaveProperty('debug_target');
  });
});
