import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

export const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes `.gz` (level 9) and `.br` (quality 11) beside every script and stylesheet, once at build time; the server
 * sends them to browsers that accept them (@fastify/static `preCompressed`, apps/api/src/features/spa/spa-feature.ts).
 */
export function precompress(): Plugin {
  return {
    name: 'lintel-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => /\.(js|css|svg)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name);
          const source = await readFile(path);
          await writeFile(`${path}.gz`, await gzipAsync(source, { level: 9 }));
          await writeFile(
            `${path}.br`,
            await brotliAsync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }),
      );
    },
  };
}
