#!/usr/bin/env node
// Adds lock entries for platform-only optional packages that npm left out.
//
// The registry this project is installed from does not serve every platform build of a
// package (for example the macOS and Windows builds of @swc/core and rollup), so
// `npm install` drops them from package-lock.json while the parent still lists them as
// optional dependencies, and `npm ci` then refuses the lock as "not in sync". An entry
// with the platform (os, cpu, libc) read from the package name lets `npm ci` skip it on
// other machines without downloading it. Run after every `npm install` that touches the
// lock; `--check` exits 1 when entries are missing (the test command runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lockPath = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const OPERATING_SYSTEMS = ['android', 'darwin', 'freebsd', 'openbsd', 'netbsd', 'openharmony', 'sunos', 'aix', 'win32', 'linux'];
const CPUS = [
  ['arm64', 'arm64'], ['aarch64', 'arm64'], ['x64', 'x64'], ['ia32', 'ia32'], ['arm', 'arm'],
  ['ppc64', 'ppc64'], ['s390x', 's390x'], ['riscv64', 'riscv64'], ['loong64', 'loong64'], ['wasm32', 'wasm32'],
];

/** Platform fields npm compares before installing, read from a name like rollup-linux-arm64-musl. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OPERATING_SYSTEMS.find((candidate) => parts.includes(candidate));
  const cpu = CPUS.find(([token]) => parts.includes(token))?.[1];
  const platform = {};
  if (os) platform.os = [os];
  if (cpu) platform.cpu = [cpu];
  if (os === 'linux') platform.libc = [parts.some((part) => part.startsWith('musl')) ? 'musl' : 'glibc'];
  return platform;
}

/** Finds where Node would resolve `name` from the package at `fromPath`, or null. */
function resolvesFrom(packages, fromPath, name) {
  let base = fromPath;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

export function completeLock(lock) {
  const added = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolvesFrom(lock.packages, path, name)) continue;
      const platform = platformOf(name);
      if (!platform.os && !platform.cpu) continue; // not a platform build: leave it to npm
      const target = `node_modules/${name}`;
      // Keys in the order npm writes them (version, then the rest alphabetically), so a later
      // `npm install` leaves the file as it is.
      lock.packages[target] = {
        version: spec,
        ...(platform.cpu ? { cpu: platform.cpu } : {}),
        ...(entry.dev ? { dev: true } : {}),
        ...(platform.libc ? { libc: platform.libc } : {}),
        optional: true,
        ...(platform.os ? { os: platform.os } : {}),
      };
      added.push(`${name}@${spec}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  return added;
}

const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const added = completeLock(lock);
if (process.argv.includes('--check')) {
  if (added.length) {
    console.error(`package-lock.json lacks ${added.length} platform builds (${added.slice(0, 3).join(', ')}…); run node scripts/complete-lockfile.mjs`);
    process.exit(1);
  }
} else {
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `added ${added.length} platform builds to package-lock.json` : 'package-lock.json is complete');
}
