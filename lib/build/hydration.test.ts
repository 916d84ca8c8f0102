/** @jest-environment node */
import {
  hydrationCheckSource,
  loaderSource,
  reactRootStateExpression,
  readableLoaderSource,
  type ReactRootState,
} from './hydration';

/** Evaluates the check's expression against a document of our making. */
function askOf(expression: string, document: object): ReactRootState {
  return new Function('document', `return ${expression};`)(document) as ReactRootState;
}

/** A document as React's hydrateRoot leaves it: a private key holding the root's fiber. */
const withRoot = (memoizedState: object | null) => ({
  __reactContainer$x1y2: { stateNode: { current: { memoizedState } } },
});

describe("the hydration check the tests and the benchmark share: the loader's own", () => {
  const expression = reactRootStateExpression();

  it.each([
    ['no root on the document', {}, 'not started'],
    ['a root with no state yet', withRoot(null), 'not started'],
    ['a root still dehydrated', withRoot({ isDehydrated: true }), 'hydrating'],
    ['a root whose first render committed', withRoot({ isDehydrated: false }), 'hydrated'],
  ])('answers for %s', (_name, document, answer) => {
    expect(askOf(expression, document)).toBe(answer);
  });

  it("is cut whole out of the loader's readable source, which pages carry minified", () => {
    const check = hydrationCheckSource();
    expect(readableLoaderSource()).toContain(check);
    expect(loaderSource().length).toBeLessThan(readableLoaderSource().length);
    expect(check).toMatch(/^function reactRoot\(\)\{[\s\S]*\}$/);
    // The cut ends where the function does: the text evaluates to a function on its own.
    expect(typeof new Function(`return (${check});`)()).toBe('function');
  });

  it('stops loudly when the loader no longer has the check', () => {
    const renamed = readableLoaderSource().replace('function reactRoot()', 'function rootOf()');
    expect(() => reactRootStateExpression(renamed)).toThrow(/no "function reactRoot\(\)\{/);
    const unclosed = 'function reactRoot(){ if (x) { return 1; }';
    expect(() => hydrationCheckSource(unclosed)).toThrow(/never closes/);
  });
});
