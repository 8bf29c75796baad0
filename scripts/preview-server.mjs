/**
 * `vite preview` of a build folder on a free port, for the scripts that drive a browser over the
 * harness (`npm run bench`, `npm run shots`). Fixed ports collide when several people run them on
 * one machine, so each server takes a port nobody listens on.
 */
import { createServer } from 'node:net';
import { spawn } from 'node:child_process';

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

const servers = [];

/** Serves `outDir` until stopServers(); resolves with its origin once it answers. */
export async function serve(root, outDir) {
  const port = await freePort();
  const server = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], { cwd: root, stdio: 'ignore', detached: true });
  let exited = false;
  server.on('exit', () => (exited = true));
  servers.push(server);
  const origin = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 100 && !exited; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).status < 500) break;
    } catch {
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  if (exited) throw new Error(`vite preview of ${outDir} did not start on port ${port}`);
  return { origin };
}

export function stopServers() {
  for (const server of servers) {
    try {
      process.kill(-server.pid);
    } catch {
      // already gone
    }
  }
}
