/**
 * A partner's page that frames an address of the site, for the embed tests: served by a server of
 * its own on another loopback port, so it is another origin. Chromium refuses a page it counts as
 * public (one a test answers through page.route) a frame of a loopback address, which is what the
 * site under test is; a real partner's page and the real site never meet that rule.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PartnerPage {
  url: string;
  close: () => Promise<void>;
}

export async function servePartnerPage(framedUrl: string): Promise<PartnerPage> {
  const html =
    `<!doctype html><html lang="en"><head><title>Partner</title></head><body>` +
    `<h1>Our partner's page</h1>` +
    `<iframe src="${framedUrl}" title="Framed listing" width="600" height="480"></iframe>` +
    `</body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
