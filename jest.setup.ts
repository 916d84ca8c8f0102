import '@testing-library/jest-dom';
import { TextDecoder } from 'node:util';

// Component tests load their fixtures through the real content loader, whose image-size reader
// needs TextDecoder, which Node has and jsdom's window does not.
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;

// jsdom has no matchMedia; components that follow the layout's breakpoints see a phone-width
// window that never changes. (Node-environment suites have no window at all.)
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}
