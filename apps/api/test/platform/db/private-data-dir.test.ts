import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/platform/db/database.ts';

const root = mkdtempSync(join(tmpdir(), 'lintel-private-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function modes(dir: string, found: { path: string; mode: number; folder: boolean }[] = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    found.push({ path, mode: statSync(path).mode & 0o777, folder: entry.isDirectory() });
    if (entry.isDirectory()) modes(path, found);
  }
  return found;
}

describe('the embedded database directory (issue 28)', () => {
  it('keeps every file 0600 in 0700 folders, files written earlier with a loose umask included', async () => {
    const dataDir = join(root, 'data');
    const previous = process.umask(0);
    try {
      const handle = await openDatabase({ dataDir: join(dataDir) });
      await handle.migrate();
      writeFileSync(join(dataDir, 'loose.txt'), 'x', { mode: 0o666 });
      await handle.close();
      // Opening again restricts what was written with the loose umask.
      process.umask(0);
      const again = await openDatabase({ dataDir });
      await again.close();
    } finally {
      process.umask(previous);
    }
    const found = modes(dataDir);
    expect(found.length).toBeGreaterThan(10);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(found.filter((f) => f.folder && f.mode !== 0o700)).toEqual([]);
    expect(found.filter((f) => !f.folder && f.mode !== 0o600)).toEqual([]);
  });
});
