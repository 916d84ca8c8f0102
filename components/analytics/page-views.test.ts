import { ANALYTICS_SETTINGS_ID, GTAG_URL, selectorOf, vitalsEventParams } from './gtag';
import { startPageViews } from './page-views';
import * as vitals from 'web-vitals';

jest.mock('web-vitals', () => ({
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
  /** A page whose elements the reports below point at. */
  function page() {
    document.body.innerHTML =
      '<main><p class="lead intro"><img alt=""></p></main><nav id="menu"><button>Menu</button></nav>';
    const img = document.querySelector('img')!;
    const button = document.querySelector('button')!;
    return { img, button, main: document.querySelector('main')! };
  }
  const report = (name: string, entries: unknown[]) => ({
    name,
    value: 0.25,
    delta: 0.1234,
    id: 'v1',
    rating: 'poor',
    entries: entries as PerformanceEntry[],
  });

  it('sends the delta as an integer value, CLS in thousandths', () => {
    expect(vitalsEventParams(report('CLS', []))).toMatchObject({
      value: 123,
      metric_id: 'v1',
      transport_type: 'beacon',
    });
    expect(vitalsEventParams({ ...report('LCP', []), delta: 2400.6 }).value).toBe(2401);
  });

  it('names the first moved element of the largest layout shift', () => {
    const { img, main } = page();
    const params = vitalsEventParams(
      report('CLS', [
        { value: 0.05, sources: [{ node: main }] },
        { value: 0.2, sources: [{ node: null }, { node: img }] },
      ]),
    );
    expect(params.debug_target).toBe('body>main>p.lead.intro>img');
  });

  it('names the target of the interaction, up to the nearest ancestor with an id', () => {
    const { button } = page();
    expect(vitalsEventParams(report('INP', [{ target: button }])).debug_target).toBe(
      '#menu>button',
    );
  });

  it('names the last largest contentful element', () => {
    const { img, main } = page();
    expect(
      vitalsEventParams(report('LCP', [{ element: main }, { element: img }])).debug_target,
    ).toBe('body>main>p.lead.intro>img');
  });

  it('names nothing for TTFB, nor for a report without entries or elements', () => {
    const { img } = page();
    expect(vitalsEventParams(report('TTFB', [{ element: img }]))).not.toHaveProperty(
      'debug_target',
    );
    expect(vitalsEventParams(report('LCP', []))).not.toHaveProperty('debug_target');
    expect(vitalsEventParams(report('INP', [{ target: null }]))).not.toHaveProperty('debug_target');
  });
});

describe('an element’s selector', () => {
  it('keeps an ancestor that brings it to exactly 100 characters, and drops one that passes', () => {
    document.body.innerHTML = `<p class="${'y'.repeat(96)}"><i></i></p>`;
    const fits = selectorOf(document.querySelector('i'));
    expect(fits).toBe(`p.${'y'.repeat(96)}>i`);
    expect(fits).toHaveLength(100);
    document.body.innerHTML = `<p class="${'y'.repeat(97)}"><i></i></p>`;
    expect(selectorOf(document.querySelector('i'))).toBe('i');
  });

  it('is nothing when the element alone is longer than 100 characters', () => {
    document.body.innerHTML = `<p class="${'z'.repeat(120)}"></p>`;
    expect(selectorOf(document.querySelector('p'))).toBeUndefined();
  });

  it('is nothing for no element, or for a text node', () => {
    document.body.innerHTML = '<p>words</p>';
    expect(selectorOf(undefined)).toBeUndefined();
    expect(selectorOf(document.querySelector('p')!.firstChild)).toBeUndefined();
  });
});
