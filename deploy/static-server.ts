// The local static server for the exported site (`npm run serve`, scripts/serve.ts; the browser
// tests and the benchmarks): mounts out/ under the base path, as the university's web server does, answers unknown paths with 404.html and status 404, and gzips
// text as deploy/nginx.conf does, so the Lighthouse benchmark measures the bytes a visitor gets.
//
// Files are served by sirv and compressed by `compression`: resolving a URL to a file safely
// (encoded slashes, `..`, sibling folders whose names start like the root) is what the
// hand-written server here used to get wrong. This file only adds what sirv cannot do: the base
// path, the 404 page, the trailing-slash redirect, and rejecting malformed escapes with 400.
// `withoutScripts` serves every page with its scripts removed: the benchmark's "no JavaScript at
// all" baseline (switching scripts off in the browser would also stop Lighthouse's own probes).
import compression from 'compression';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sirv from 'sirv';
import { basePath as configuredBasePath } from '../lib/site/deployment';

export interface ServeOptions {
  /** The exported site (out/). */
  root: string;
  /** '' or '/segment…' without a trailing slash, as lib/site/deployment.ts normalises it. */
  basePath?: string;
  /** Serve every page with its <script> tags and script preloads removed. */
  withoutScripts?: boolean;
}

// As deploy/nginx.conf's gzip_types (HTML is always compressed there) and gzip_min_length.
const GZIP_TYPES =
  /^(text\/(html|plain|css|calendar|xml|javascript)|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)\b/;
const GZIP_MIN_LENGTH = 256;

export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*as="script"[^>]*>/gi, '');
}

/**
 * A copy of the site whose pages have no scripts: sirv streams files as they are, so the
 * benchmark's baseline is served from such a copy. Other files are symbolic links, not copies.
 */
function scriptlessCopy(root: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'serve-without-scripts-'));
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(copy, path.relative(root, source));
    mkdirSync(path.dirname(target), { recursive: true });
    if (entry.name.endsWith('.html')) {
      writeFileSync(target, withoutScripts(readFileSync(source, 'utf8')));
    } else {
      symlinkSync(source, target);
    }
  }
  return copy;
}

/** The request listener; exported so tests can serve a folder of their own. */
export function createHandler({
  root,
  basePath = configuredBasePath,
  withoutScripts: scriptless = false,
}: ServeOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const dir = path.resolve(scriptless ? scriptlessCopy(path.resolve(root)) : root);
  const notFoundPage = path.join(dir, '404.html');
  // Typed for Express, but it only uses Node's own request and response (its README shows it
  // with a plain http server).
  const gzip = compression({
    threshold: GZIP_MIN_LENGTH,
    filter: (_req, res) => GZIP_TYPES.test(String(res.getHeader('Content-Type') ?? '')),
  }) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    res.statusCode = 404;
    if (!existsSync(notFoundPage)) {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found\n');
      return;
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(req.method === 'HEAD' ? undefined : readFileSync(notFoundPage));
  };

  const files = sirv(dir, {
    // Look files up on each request rather than listing the folder once at start: a rebuild
    // while the server runs is then served as it is, not with the old file sizes.
    dev: true,
    etag: true,
    // /faq/ → /faq/index.html, as trailingSlash pages are written.
    extensions: ['html'],
    dotfiles: false,
    setHeaders: (res, pathname) => {
      // sirv names text types without a charset; the pages, payloads and calendars are UTF-8.
      const type = res.getHeader('Content-Type');
      if (typeof type === 'string' && /^text\/|javascript/.test(type) && !/charset/i.test(type))
        res.setHeader('Content-Type', `${type}; charset=utf-8`);
      if (/\.txt$/.test(pathname)) res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    },
    onNoMatch: notFound,
  });

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad request: malformed percent-encoding in the path\n');
      return;
    }
    const pathname = url.pathname;
    if (basePath && (pathname === basePath || pathname === '/')) {
      res.writeHead(308, { Location: `${basePath}/` });
      res.end();
      return;
    }
    gzip(req, res, () => {
      const inside = basePath === '' || pathname.startsWith(`${basePath}/`);
      if (!inside) return notFound(req, res);
      const relative = decoded.slice(basePath.length);
      // /faq is served as /faq/ by hosts with trailingSlash pages; mirror that redirect.
      if (!pathname.endsWith('/') && !path.extname(relative)) {
        const index = path.join(dir, relative, 'index.html');
        if (index.startsWith(dir + path.sep) && existsSync(index) && statSync(index).isFile()) {
          res.writeHead(308, { Location: `${pathname}/${url.search}` });
          res.end();
          return;
        }
      }
      req.url = `${pathname.slice(basePath.length)}${url.search}`;
      files(req, res, () => notFound(req, res));
    });
  };
}

/** Starts serving; resolves once listening (port 0 picks a free port). */
export function serve(options: ServeOptions & { port?: number; host?: string }): Promise<Server> {
  const server = createServer(createHandler(options));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
