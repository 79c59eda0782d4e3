import type { ApplicationServices } from '../../applications/application-services.ts';
import type { FeatureOptions } from '../../../platform/http/feature-options.ts';
import { createSandboxProviders, type Providers } from '../../../providers/providers.ts';

/** The application routes' services plus the closing chain's third parties (e-sign and notary). */
export interface ClosingServices extends ApplicationServices {
  providers: Pick<Providers, 'eSign' | 'notary'>;
}

export function createClosingServices(services: ApplicationServices, opts: FeatureOptions): ClosingServices {
  return { ...services, providers: createSandboxProviders({ latencyMs: opts.config.sandboxLatencyMs ?? 0 }) };
}
