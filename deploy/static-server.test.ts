/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { serve } from './static-server';

const BASE = '/artistseries';
const PAGE_TEXT = 'The FAQ page '.repeat(50);

/**
 * A site folder `site/` and, beside it, `site-private/` whose name starts with the site's own:
 * a server that checks "is the path inside the root?" by comparing string prefixes serves it.
 */
function fixture(): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'serve-'));
  const root = path.join(parent, 'site');
  mkdirSync(path.join(root, 'faq'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(
    path.join(root, 'faq', 'index.html'),
    `<!doctype html><title>FAQ</title><script src="/x.js"></script><p>${PAGE_TEXT}</p>`,
  );
  writeFileSync(path.join(root, 'faq', 'index.txt'), '0:["payload"]');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
  mkdirSync(path.join(parent, 'site-private'));
  writeFileSync(path.join(parent, 'site-private', 'secret.txt'), 'SECRET');
  writeFileSync(path.join(parent, 'secret.txt'), 'SECRET');
  return root;
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request: the path goes on the wire exactly as written (fetch would normalise it). */
function get(server: Server, rawPath: string, headers: Record<string, string> = {}) {
  const { port } = server.address() as AddressInfo;
  return new Promise<Reply>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

let server: Server;
let scriptless: Server;

beforeAll(async () => {
  const root = fixture();
  server = await serve({ root, basePath: BASE, port: 0 });
  scriptless = await serve({ root, basePath: BASE, port: 0, withoutScripts: true });
});

afterAll(async () => {
  await Promise.all(
    [server, scriptless].map((s) => new Promise((resolve) => s.close(() => resolve(null)))),
  );
});

describe('the local static server', () => {
  it('serves pages under the base path', async () => {
    const reply = await get(server, `${BASE}/faq/`);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.body).toContain('<title>FAQ</title>');
  });

  it('never reads files outside its folder through an encoded slash', async () => {
    for (const attempt of [
      `${BASE}/..%2fsite-private%2fsecret.txt`,
      `${BASE}/..%2fsecret.txt`,
      `${BASE}/%2e%2e%2fsite-private/secret.txt`,
      `${BASE}/faq/..%2f..%2fsite-private%2fsecret.txt`,
      `${BASE}/..%5csite-private%5csecret.txt`,
    ]) {
      const reply = await get(server, attempt);
      expect(reply.body).not.toContain('SECRET');
      expect(reply.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers a malformed escape with 400 and keeps serving', async () => {
    const bad = await get(server, `${BASE}/%E0%A4%A`);
    expect(bad.status).toBe(400);
    const next = await get(server, `${BASE}/faq/`);
    expect(next.status).toBe(200);
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const reply = await get(server, `${BASE}/no-such-page/`);
    expect(reply.status).toBe(404);
    expect(reply.body).toContain('<title>Not found</title>');
  });

  it('serves the site only under the base path', async () => {
    const outside = await get(server, '/faq/');
    expect(outside.status).toBe(404);
    expect(outside.body).toContain('<title>Not found</title>');
    const root = await get(server, '/');
    expect(root.status).toBe(308);
    expect(root.headers.location).toBe(`${BASE}/`);
  });

  it('redirects a page path without its trailing slash', async () => {
    const reply = await get(server, `${BASE}/faq`);
    expect(reply.status).toBe(308);
    expect(reply.headers.location).toBe(`${BASE}/faq/`);
  });

  it('gzips text for clients that accept it, as nginx does', async () => {
    const reply = await get(server, `${BASE}/faq/`, { 'Accept-Encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.body).toContain(PAGE_TEXT);
    const plain = await get(server, `${BASE}/faq/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it("serves the router's .txt payloads as text/plain", async () => {
    const reply = await get(server, `${BASE}/faq/index.txt`);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('--without-scripts serves the pages with their scripts removed', async () => {
    const reply = await get(scriptless, `${BASE}/faq/`);
    expect(reply.status).toBe(200);
    expect(reply.body).toContain(PAGE_TEXT);
    expect(reply.body).not.toContain('<script');
    expect((await get(scriptless, `${BASE}/faq/index.txt`)).status).toBe(200);
  });
});
