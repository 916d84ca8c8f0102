import { registerScript } from './register-script';

interface FakeWorker {
  register: jest.Mock;
  controller: object | null;
  ready: Promise<{ active: { postMessage: jest.Mock } }>;
}

/** Runs the script against a fake navigator.serviceWorker; resolves once its promises settled. */
async function run(controller: object | null) {
  const postMessage = jest.fn();
  const worker: FakeWorker = {
    register: jest.fn(() => Promise.resolve({})),
    controller,
    ready: Promise.resolve({ active: { postMessage } }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  const idle: Array<() => void> = [];
  Object.defineProperty(window, 'requestIdleCallback', {
    value: (callback: () => void) => idle.push(callback),
    configurable: true,
  });
  // jsdom has no resource timing; a browser lists the files the page loaded.
  Object.defineProperty(performance, 'getEntriesByType', {
    value: () => [
      { name: `${location.origin}/artistseries/shows/x/poster.jpg` },
      { name: 'https://www.example.com/a.js' },
    ],
    configurable: true,
  });
  new Function(registerScript('/artistseries'))();
  const beforeIdle = worker.register.mock.calls.length;
  idle.forEach((callback) => callback());
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { worker, postMessage, beforeIdle };
}

describe('the registration script', () => {
  it('registers the worker at the base path, with the base path as scope, only when idle', async () => {
    const { worker, beforeIdle } = await run(null);
    expect(beforeIdle).toBe(0);
    expect(worker.register).toHaveBeenCalledWith('/artistseries/sw.js', {
      scope: '/artistseries/',
    });
  });

  it('asks the worker to keep a page it did not answer: the first visit', async () => {
    const { postMessage } = await run(null);
    expect(postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          [location.href.split('#')[0], { mode: 'same-origin' }],
          [`${location.origin}/artistseries/shows/x/poster.jpg`, { mode: 'same-origin' }],
        ],
      },
    });
  });

  it('asks nothing for a page the worker answered itself', async () => {
    const { postMessage } = await run({});
    expect(postMessage).not.toHaveBeenCalled();
  });
});
