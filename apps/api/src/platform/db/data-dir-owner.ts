import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same directory (the flags command while the server
 * runs) would corrupt it. The server notes its pid here; tools refuse to open the directory while that process lives.
 */
const PID_FILE = 'server.pid';

export function claimDataDir(dataDir: string, pid = process.pid): () => void {
  const path = join(dataDir, PID_FILE);
  writeFileSync(path, `${pid}\n`);
  return () => rmSync(path, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live server holding `dataDir`, or null (no file, or one left behind by a killed server). */
export function dataDirOwner(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(join(dataDir, PID_FILE), 'utf8'), 10);
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}
