/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { accessibilityServiceIds } from '../../venues';
import {
  embedIds,
  embedQuery,
  embedSitePage,
  embedSnippet,
  EMBED_HEIGHT,
  embedGroup,
  embedTitle,
  isEmbedId,
} from './embeds';
import { listingTopics } from './listings';

describe('the embeds', () => {
  it('offer upcoming, free, every topic and every accessibility service, each once', () => {
    expect(new Set(embedIds).size).toBe(embedIds.length);
    expect(embedIds).toEqual(
      expect.arrayContaining(['upcoming', 'free', ...listingTopics, ...accessibilityServiceIds]),
    );
  });

  it('ask the listings question each id names', () => {
    expect(embedQuery('upcoming')).toEqual({});
    expect(embedQuery('free')).toEqual({ free: true });
    expect(embedQuery('speaker-series')).toEqual({ topic: 'speaker-series' });
    expect(embedQuery('open-captions')).toEqual({ service: 'open-captions' });
  });

  it('know no other id', () => {
    expect(isEmbedId('music')).toBe(true);
    expect(isEmbedId('everything')).toBe(false);
  });

  it('are grouped as general, topics and services', () => {
    expect(embedGroup('upcoming')).toBe('general');
    expect(embedGroup('free')).toBe('general');
    expect(embedGroup('music')).toBe('topic');
    expect(embedGroup('audio-description')).toBe('service');
  });

  it('are titled by what they list', () => {
    expect(embedTitle('upcoming')).toBe('Upcoming events');
    expect(embedTitle('free')).toBe('Free events');
    expect(embedTitle('music')).toBe('Music');
    expect(embedTitle('audio-description')).toMatch(/^Upcoming .*audio descri/i);
  });

  it("link to the site's own page of the same list", () => {
    expect(embedSitePage('upcoming')).toBe('/whats-on/');
    expect(embedSitePage('free')).toBe('/whats-on/free/');
    expect(embedSitePage('audio-description')).toBe('/accessibility/audio-description/');
  });
});

describe('an embed snippet', () => {
  const src = 'https://www.example.edu/artistseries/embed/free/';

  it('is one titled iframe of the embed, of a set height, that a browser reads back exactly', () => {
    const title = 'Free events at the "Ridgeline" <Series> & friends';
    const { document } = new JSDOM(embedSnippet({ src, title })).window;
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]?.getAttribute('src')).toBe(src);
    expect(frames[0]?.getAttribute('title')).toBe(title);
    expect(frames[0]?.getAttribute('height')).toBe(String(EMBED_HEIGHT));
    expect(document.body.children).toHaveLength(1);
  });
});
