import { eq } from 'drizzle-orm';
import type { FileStore } from './file-store.ts';
import { storedFiles } from './storage-tables.ts';

/** Files as rows of `stored_files`, written in the caller's transaction (the default store, decision 185). */
export const postgresFileStore: FileStore = {
  kind: 'postgres',
  async put(tx, key, file) {
    await tx.insert(storedFiles).values({ key, contentType: file.contentType, content: file.bytes });
  },
  async get(db, key) {
    const [row] = await db
      .select({ content: storedFiles.content })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    return row?.content;
  },
  async remove(db, key) {
    await db.delete(storedFiles).where(eq(storedFiles.key, key));
  },
};
