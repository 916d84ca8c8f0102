// A small static server for the exported site: mounts out/ under the base path, as the
// university's web server does, and answers unknown paths with 404.html and status 404.
// `serve` and similar packages cannot mount a folder under a sub-path, hence this file.
//
// Usage: node scripts/serve.mjs [--dir out] [--port 3000] [--host 127.0.0.1]
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { basePath } from '../lib/deployment.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.SERVE_DIR ?? 'out' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const root = path.resolve(values.dir);

const types = {
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

async function fileFor(urlPath) {
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

function send(res, status, file, method) {
  res.writeHead(status, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
  });
  if (method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
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
  if (file) return send(res, 200, file, req.method);
  return send(res, 404, path.join(root, '404.html'), req.method);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}${basePath}/`);
});
