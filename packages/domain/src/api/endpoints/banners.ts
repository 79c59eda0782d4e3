import type { BannerEnvironment } from '../../shell-contracts/banners.ts';
import { bannerFileParamsSchema } from '../../shell-contracts/banners.ts';
import { bannerFileSchema } from '../../shell-rules/banners.ts';
import { endpoint, endpointUrl } from '../endpoint.ts';

/** The banner file per environment: GET /api/banners/{test|production}.json (decision 069). */
export const bannerFile = endpoint({
  method: 'GET',
  path: '/api/banners/:file',
  service: 'banners',
  summary: 'The validated banner file of an environment (test or production)',
  caller: 'anyone',
  params: bannerFileParamsSchema,
  response: bannerFileSchema,
  errors: [400, 404],
});

/** The address of an environment's file, for tests. */
export const bannerFileUrl = (environment: BannerEnvironment): string =>
  endpointUrl(bannerFile, { file: `${environment}.json` });
