import { bannerFile } from '@lintel/domain/api/endpoints/banners';
import { BANNER_ENVIRONMENTS, type BannerEnvironment } from '@lintel/domain/shell-contracts/banners';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { BANNER_DATA_DIR, loadBannerFiles } from './banner-files.ts';

// Banners change by deploy; a minute keeps an edit quick to appear without a request per page.
const CACHE_CONTROL = 'public, max-age=60';
const FILE_NAME = new Map<string, BannerEnvironment>(BANNER_ENVIRONMENTS.map((env) => [`${env}.json`, env]));

export interface BannersOptions extends FeatureOptions {
  /** Tests point this at their own files. */
  bannerDataDir?: string;
}

/** The banner file per environment: GET /api/banners/{test|production}.json (decision 069). */
export async function bannersFeature(app: FastifyInstance, opts: BannersOptions): Promise<void> {
  const files = await loadBannerFiles(opts.bannerDataDir ?? BANNER_DATA_DIR);
  opts.endpoints(app, bannerFile, async ({ params, reply }) => {
    const environment = FILE_NAME.get(params.file);
    const banners = environment ? files.get(environment) : undefined;
    if (!banners)
      return reply.code(404).send({ errors: [{ message: 'No such banner file', field: 'file' }] });
    reply.header('cache-control', CACHE_CONTROL);
    return banners;
  });
}
