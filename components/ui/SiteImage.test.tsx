import { render, screen } from '@testing-library/react';
import { SiteImage } from './SiteImage';

describe('SiteImage', () => {
  it('adds the base path and reserves the box with width and height', () => {
    render(
      <SiteImage
        image={{ src: '/logos/series.svg', alt: 'Series logo', width: 420, height: 96 }}
      />,
    );
    const img = screen.getByRole('img', { name: 'Series logo' });
    expect(img).toHaveAttribute('src', '/artistseries/logos/series.svg');
    expect(img).toHaveAttribute('width', '420');
    expect(img).toHaveAttribute('height', '96');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.closest('picture')).toBeNull();
  });

  it('offers AVIF then WebP variants of a poster, up to its own width', () => {
    const { container } = render(
      <SiteImage
        image={{ src: '/shows/a/poster.jpg', alt: 'Poster', width: 800, height: 1200 }}
        sizes="300px"
      />,
    );
    const sources = container.querySelectorAll('picture source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/artistseries/shows/a/poster-400w.avif 400w, /artistseries/shows/a/poster-800w.avif 800w',
    );
    expect(sources[1]).toHaveAttribute('sizes', '300px');
  });

  it('lists only variants a narrow poster really has', () => {
    const { container } = render(
      <SiteImage image={{ src: '/shows/a/poster.jpg', alt: 'Poster', width: 500, height: 750 }} />,
    );
    expect(container.querySelector('picture source')).toHaveAttribute(
      'srcset',
      '/artistseries/shows/a/poster-400w.avif 400w, /artistseries/shows/a/poster-500w.avif 500w',
    );
  });

  it('offers an oversize photo only up to the largest variant written', () => {
    const { container } = render(
      <SiteImage image={{ src: '/shows/a/photo.jpg', alt: 'Photo', width: 8000, height: 8000 }} />,
    );
    const srcset = container.querySelector('picture source')?.getAttribute('srcset') ?? '';
    expect(srcset).toContain('photo-2400w.avif 2400w');
    expect(srcset).not.toContain('8000w');
  });

  it('loads the priority image eagerly with high fetch priority', () => {
    render(
      <SiteImage
        image={{ src: '/shows/a/poster.jpg', alt: 'Poster', width: 800, height: 1200 }}
        priority
      />,
    );
    const img = screen.getByRole('img', { name: 'Poster' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws a decorative picture with empty alt text, whatever its own', () => {
    const { container } = render(
      <SiteImage
        image={{ src: '/shows/a/poster.jpg', alt: 'Poster for A', width: 800, height: 1200 }}
        decorative
      />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img', { name: 'Poster for A' })).toBeNull();
  });
});
