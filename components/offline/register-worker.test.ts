import { messageSW, Workbox } from 'workbox-window';
import { registerWorker, startWorker } from './register-worker';

jest.mock('workbox-window', () => {
  const active = { state: 'activated' };
  return {
    Workbox: jest.fn(() => ({
      register: jest.fn(() => Promise.resolve({})),
      active: Promise.resolve(active),
    })),
    messageSW: jest.fn(() => Promise.resolve(true)),
  };
});

const WorkboxMock = Workbox as unknown as jest.Mock;
const messageMock = messageSW as unknown as jest.Mock;

beforeEach(() => {
  WorkboxMock.mockClear();
  messageMock.mockClear();
  // jsdom has no resource timing; a browser lists the files the page loaded.
  Object.defineProperty(performance, 'getEntriesByType', {
    value: () => [
      { name: `${location.origin}/artistseries/shows/x/poster.jpg` },
      { name: 'https://www.example.com/a.js' },
    ],
    configurable: true,
  });
});

/** A stand-in for navigator.serviceWorker: controlled or not. */
function container(controller: object | null): ServiceWorkerContainer {
  return { controller } as unknown as ServiceWorkerContainer;
}

describe('the worker’s registration', () => {
  it('registers the worker at the base path, with the base path as scope', async () => {
    await registerWorker(container(null));
    expect(WorkboxMock).toHaveBeenCalledWith('/artistseries/sw.js', { scope: '/artistseries/' });
    const instance = WorkboxMock.mock.results[0]?.value as { register: jest.Mock };
    expect(instance.register).toHaveBeenCalledWith({ immediate: true });
  });

  it('asks the worker to keep a page it did not answer: the first visit, with its files', async () => {
    await registerWorker(container(null));
    expect(messageMock).toHaveBeenCalledWith(expect.anything(), {
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          [location.href.split('#')[0], { mode: 'same-origin' }],
          [`${location.origin}/artistseries/shows/x/poster.jpg`, { mode: 'same-origin' }],
        ],
      },
    });
  });

  it('asks the worker to keep the page’s own audio, even on a page it answered itself', async () => {
    document.body.innerHTML =
      '<audio controls><source src="/artistseries/shows/x/introduction.mp3" type="audio/mpeg"></audio>' +
      '<audio src="https://media.example.com/other.mp3"></audio>';
    await registerWorker(container({}));
    expect(messageMock).toHaveBeenCalledWith(expect.anything(), {
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          [`${location.origin}/artistseries/shows/x/introduction.mp3`, { mode: 'same-origin' }],
        ],
      },
    });
    document.body.innerHTML = '';
  });

  it('asks nothing for a page the worker answered itself', async () => {
    await registerWorker(container({}));
    expect(messageMock).not.toHaveBeenCalled();
  });

  it('waits for the load event and an idle moment before registering', () => {
    const idle: Array<() => void> = [];
    Object.defineProperty(navigator, 'serviceWorker', {
      value: container(null),
      configurable: true,
    });
    Object.defineProperty(window, 'requestIdleCallback', {
      value: (callback: () => void) => idle.push(callback),
      configurable: true,
    });
    startWorker();
    expect(WorkboxMock).not.toHaveBeenCalled();
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    expect(WorkboxMock).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    expect(WorkboxMock).toHaveBeenCalledTimes(1);
  });
});
