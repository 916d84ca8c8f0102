/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveExport } from './serve-export';

/** A port nothing listens on, found by letting the system pick one and closing it again. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'serve-export-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>t</title><p>fixture home');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('resolves once the export answers at its base path', async () => {
  const served = await serveExport({ dir, port: await freePort() });
  try {
    const response = await fetch(served.origin);
    expect(await response.text()).toContain('fixture home');
  } finally {
    served.stop();
  }
}, 30_000);

it('fails, naming the exit, when the port is already taken', async () => {
  // A listener that hangs up at once: the port is taken, yet nothing answers a request.
  const squatter: Server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
  const { port } = squatter.address() as AddressInfo;
  try {
    await expect(serveExport({ dir, port })).rejects.toThrow(/exited with code/);
  } finally {
    await new Promise((resolve) => squatter.close(resolve));
  }
}, 30_000);

it('refuses a port where another server already answers', async () => {
  const other = createHttpServer((_, response) => response.end('another site'));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const { port } = other.address() as AddressInfo;
  try {
    await expect(serveExport({ dir, port })).rejects.toThrow(/already answers/);
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
});
