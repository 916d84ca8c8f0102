/** @jest-environment node */
import { runInNewContext } from 'node:vm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { OfflineNotice } from '@/components/offline/OfflineNotice';
import { OFFLINE_NOTICE_ID, offlineNoticePlugin } from './offline-notice';

/** A page as the layout renders it: the empty region, then the page. */
const REGION = renderToStaticMarkup(createElement(OfflineNotice));
const PAGE = `<!DOCTYPE html><html lang="en"><head></head><body>${REGION}<main>Program</main></body></html>`;

/** The notice's text, once the worker has filled the region. */
function noticeIn(html: string): string | undefined {
  const region = new RegExp(`<div id="${OFFLINE_NOTICE_ID}"[^>]*role="status"[^>]*>([^<]*)</div>`);
  return region.exec(html)?.[1];
}

function kept(headers: Record<string, string>, body = PAGE) {
  return new Response(body, {
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  });
}

// 14 March 2026, 6:40 pm on the test clock (jest.config.mjs sets its zone).
const SAVED = new Date(2026, 2, 14, 18, 40);

describe('the offline notice', () => {
  it('says when the copy was saved, in the status region every page carries', async () => {
    const answer = await offlineNoticePlugin.cachedResponseWillBeUsed({
      cachedResponse: kept({ date: SAVED.toUTCString() }),
    });
    expect(noticeIn((await answer?.text()) ?? '')).toBe(
      'You are offline. Saved on 14 March at 6:40 pm.',
    );
  });

  it('still says the page is a kept copy when the server sent no date', async () => {
    const answer = await offlineNoticePlugin.cachedResponseWillBeUsed({ cachedResponse: kept({}) });
    expect(noticeIn((await answer?.text()) ?? '')).toBe(
      'You are offline. This is a copy saved on this device.',
    );
  });

  it('leaves what is not a page as it is', async () => {
    const image = new Response('png', { headers: { 'content-type': 'image/png' } });
    expect(await offlineNoticePlugin.cachedResponseWillBeUsed({ cachedResponse: image })).toBe(
      image,
    );
  });

  it('drops the length of the body it changed', async () => {
    const answer = await offlineNoticePlugin.cachedResponseWillBeUsed({
      cachedResponse: kept({ date: SAVED.toUTCString(), 'content-length': String(PAGE.length) }),
    });
    expect(answer?.headers.get('content-length')).toBeNull();
  });

  it('works from its source text alone, as workbox-build copies it into the worker', async () => {
    const source = String(offlineNoticePlugin.cachedResponseWillBeUsed);
    const copy = runInNewContext(`(${source})`, { Response, Headers, Intl, Date, Number });
    const answer = (await copy({
      cachedResponse: kept({ date: SAVED.toUTCString() }),
    })) as Response;
    expect(noticeIn(await answer.text())).toBe('You are offline. Saved on 14 March at 6:40 pm.');
  });
});
