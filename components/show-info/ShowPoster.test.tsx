import { render } from '@testing-library/react';
import { makeShow } from '@/test/support/fixture-content';
import { ShowPoster } from './ShowPoster';

describe('a show’s poster in a list or on its page', () => {
  it('is the poster picture when the show has one', () => {
    const show = makeShow();
    const { container } = render(<ShowPoster show={show} sizes="200px" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toContain(show.poster!.src);
    expect(img?.getAttribute('alt')).toBe(show.poster!.alt);
  });

  it('is a text card with the title and date, hidden from assistive technology, without one', () => {
    const show = makeShow({
      poster: undefined,
      title: 'Quartets of 1987',
      dateFormattedShort: 'Mar 4',
    });
    const { container } = render(<ShowPoster show={show} sizes="200px" className="grid-poster" />);
    expect(container.querySelector('img')).toBeNull();
    const card = container.firstElementChild as HTMLElement;
    expect(card.getAttribute('aria-hidden')).toBe('true');
    expect(card.className).toContain('grid-poster');
    expect(card.textContent).toBe('Quartets of 1987Mar 4');
  });
});
