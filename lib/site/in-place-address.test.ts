import { pushInPlaceAddress, takeInPlaceChange } from './in-place-address';

describe('in-place address changes', () => {
  let pushState: jest.SpyInstance;
  beforeEach(() => {
    pushState = jest.spyOn(window.history, 'pushState').mockImplementation(() => {});
  });
  afterEach(() => pushState.mockRestore());

  it('pushes the address under the base path', () => {
    pushInPlaceAddress('/accessibility/open-captions/');
    expect(pushState).toHaveBeenCalledWith(null, '', '/artistseries/accessibility/open-captions/');
    takeInPlaceChange(null);
  });

  it('recognises the pushed address once, with or without its trailing slash', () => {
    pushInPlaceAddress('/accessibility/open-captions/');
    expect(takeInPlaceChange('/accessibility/open-captions')).toBe(true);
    expect(takeInPlaceChange('/accessibility/open-captions')).toBe(false);
  });

  it('does not take another address for the pushed one', () => {
    pushInPlaceAddress('/accessibility/open-captions/');
    expect(takeInPlaceChange('/faq/')).toBe(false);
  });

  it('recognises a pushed address with a query string by its path', () => {
    pushInPlaceAddress('/whats-on/?free=yes&when=2027-03');
    expect(takeInPlaceChange('/whats-on')).toBe(true);
  });
});
