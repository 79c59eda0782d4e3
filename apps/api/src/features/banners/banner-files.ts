import { BANNER_ENVIRONMENTS, type BannerEnvironment } from '@lintel/domain/shell-contracts/banners';
import { BANNER_FORMAT_ERROR, parseBannerFile, type Banner } from '@lintel/domain/shell-rules/banners';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BANNER_DATA_DIR = fileURLToPath(new URL('./data', import.meta.url));

/** Reads and validates one banner file; a broken file stops the server at boot rather than reaching browsers. */
export async function loadBannerFile(path: string): Promise<Banner[]> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: ${BANNER_FORMAT_ERROR} (${(error as Error).message})`);
  }
  const result = parseBannerFile(data);
  if (!result.ok) throw new Error(`${path}: ${result.error}`);
  return result.banners;
}

export async function loadBannerFiles(dir: string = BANNER_DATA_DIR): Promise<Map<BannerEnvironment, Banner[]>> {
  const files = new Map<BannerEnvironment, Banner[]>();
  for (const environment of BANNER_ENVIRONMENTS) {
    files.set(environment, await loadBannerFile(join(dir, `${environment}.json`)));
  }
  return files;
}
