// A small static server for the exported site: mounts out/ under the base path, as the
// university's web server does, and answers unknown paths with 404.html and status 404.
// `serve` and similar packages cannot mount a folder under a sub-path, hence this file.
//
// Usage: tsx scripts/serve.ts [--dir out] [--port 3000] [--host 127.0.0.1] [--without-scripts]
// --without-scripts serves every page with its scripts removed: the benchmark's "no JavaScript at
// all" baseline (switching scripts off in the browser would also stop Lighthouse's own probes).
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { basePath } from '../lib/deployment';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.SERVE_DIR ?? 'out' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    'without-scripts': { type: 'boolean', default: false },
  },
});
const root = path.resolve(values.dir);

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.ics': 'text/calendar; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

async function fileFor(urlPath: string): Promise<string | null> {
  const decoded = decodeURIComponent(urlPath);
  const candidate = path.join(root, decoded);
  if (!candidate.startsWith(root)) return null;
  try {
    const info = await stat(candidate);
    if (info.isFile()) return candidate;
    if (info.isDirectory()) {
      const index = path.join(candidate, 'index.html');
      if ((await stat(index)).isFile()) return index;
    }
  } catch {
    return null;
  }
  return null;
}

function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*as="script"[^>]*>/gi, '');
}

// Compress text as the production server does (deploy/nginx.conf), so measurements made
// against this server (the Lighthouse benchmark) see the bytes a visitor really downloads.
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  file: string,
): Promise<void> {
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(status, {
    'Content-Type': type,
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const body = gzip ? createGzip() : res;
  if (gzip) body.pipe(res);
  if (values['without-scripts'] && file.endsWith('.html')) {
    body.end(withoutScripts(await readFile(file, 'utf8')));
    return;
  }
  createReadStream(file).pipe(body);
}

const server = createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (basePath && (pathname === basePath || pathname === '/')) {
    res.writeHead(308, { Location: `${basePath}/` });
    return res.end();
  }
  const inside = basePath === '' || pathname.startsWith(`${basePath}/`);
  // /faq is served as /faq/ by hosts with trailingSlash pages; mirror that redirect.
  if (inside && !pathname.endsWith('/') && !path.extname(pathname)) {
    const dir = await fileFor(pathname.slice(basePath.length) + '/');
    if (dir) {
      res.writeHead(308, { Location: `${pathname}/` });
      return res.end();
    }
  }
  const file = inside ? await fileFor(pathname.slice(basePath.length)) : null;
  if (file) return send(req, res, 200, file);
  return send(req, res, 404, path.join(root, '404.html'));
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}${basePath}/`);
});
