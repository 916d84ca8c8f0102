import '@testing-library/jest-dom';
import { TextDecoder } from 'node:util';

// Component tests load their fixtures through the real content loader, whose image-size reader
// needs TextDecoder, which Node has and jsdom's window does not.
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;
