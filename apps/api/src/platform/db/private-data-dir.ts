import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database holds borrowers' data: its directory is the server user's alone (issue 28). Files already
 * there are made 0600 and folders 0700; the process umask makes every file created afterwards (PGlite's own writes,
 * the keys file) private too, whatever the shell's umask was.
 */
export function makePrivateDataDir(dir: string): void {
  process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  restrict(dir);
}

function restrict(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) restrict(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}
