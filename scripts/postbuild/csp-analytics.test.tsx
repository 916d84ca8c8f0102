import { createHash } from 'node:crypto';
import { render } from '@testing-library/react';
import { GoogleAnalytics } from '@next/third-parties/google';
import { injectPolicy } from './csp-hashes';
import { googleAnalyticsInitScript } from '../../deploy/csp-policy';

const ID = 'G-TEST123';
const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><p>Hi</p></body></html>';

// GoogleAnalytics marks its use with performance.mark, which jsdom lacks.
beforeAll(() => {
  if (typeof performance.mark !== 'function')
    Object.defineProperty(performance, 'mark', { value: jest.fn(), configurable: true });
});

/** The inline script the real component inserts into the document, as the browser sees it. */
function renderedSnippet(): string {
  render(<GoogleAnalytics gaId={ID} />);
  const scripts = [...document.querySelectorAll('script')].filter((script) => !script.src);
  expect(scripts).toHaveLength(1);
  return scripts[0]?.textContent ?? '';
}

function metaContent(html: string): string {
  return /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
}

describe("the Content-Security-Policy and @next/third-parties' GoogleAnalytics", () => {
  it('allows exactly the inline snippet the real component inserts at run time', () => {
    const snippet = renderedSnippet();
    // If this fails, @next/third-parties changed its snippet: update googleAnalyticsInitScript.
    expect(googleAnalyticsInitScript(ID)).toBe(snippet);
    const hash = createHash('sha256').update(snippet, 'utf8').digest('base64');
    const policy = metaContent(injectPolicy(page, { analytics: true, analyticsId: ID }).html);
    expect(policy).toContain(`'sha256-${hash}'`);
  });

  it('allows no snippet when analytics is off', () => {
    const policy = metaContent(injectPolicy(page, { analytics: false, analyticsId: '' }).html);
    expect(policy).not.toContain('sha256-');
  });
});
