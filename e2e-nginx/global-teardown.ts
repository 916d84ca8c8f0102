import { rmSync } from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the nginx that global-setup.ts started (by its pid, nothing else) and removes its files. */
export default async function globalTeardown() {
  const pid = Number(process.env.NGINX_E2E_PID);
  if (pid > 0 && alive(pid)) {
    process.kill(pid, 'SIGQUIT');
    const deadline = Date.now() + 5_000;
    while (alive(pid) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  const dir = process.env.NGINX_E2E_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
