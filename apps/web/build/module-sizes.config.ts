// What each chunk of a build is made of, module by module: the bundle listing decision 233 cut the first loads from.
// Run: `npx vite build -c build/module-sizes.config.ts --outDir /tmp/sizes` (in apps/web; another outDir leaves
// dist alone), then `FIRST_LOAD_DIST=/tmp/sizes npx tsx bench/route-modules.ts 'conditions'` lists the modules a
// route's first load adds to the entry, biggest first. Sizes are each module's own gzip: a chunk compresses better.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { defineConfig, mergeConfig, type Plugin, type UserConfig } from 'vite';
import base from '../vite.config.ts';

export interface ModuleSizes {
  /** Chunk file -> its name and modules (path from the repository, rendered size, own gzip size). */
  [file: string]: { name: string; modules: { id: string; raw: number; gzip: number }[] };
}

function moduleSizes(): Plugin {
  return {
    name: 'lintel:module-sizes',
    apply: 'build',
    async writeBundle(options, bundle) {
      const sizes: ModuleSizes = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        sizes[item.fileName] = {
          name: item.name,
          modules: Object.entries(item.modules).map(([id, module]) => ({
            id: id.replace(/.*[\\/](node_modules|packages|apps)[\\/]/, '$1/'),
            raw: (module.code ?? '').length,
            gzip: module.code ? gzipSync(module.code).length : 0,
          })),
        };
      }
      const dir = join(options.dir ?? 'dist', '.vite');
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'module-sizes.json'), JSON.stringify(sizes));
    },
  };
}

export default defineConfig((env) =>
  mergeConfig((base as (e: typeof env) => UserConfig)(env), { plugins: [moduleSizes()] }),
);
