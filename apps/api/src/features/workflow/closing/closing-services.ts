import type { ApplicationServices } from '../../applications/application-services.ts';
import type { Providers } from '../../../providers/providers.ts';

/** The application routes' services plus the closing chain's third parties (e-sign and notary). */
export interface ClosingServices extends ApplicationServices {
  providers: Pick<Providers, 'eSign' | 'notary'>;
}

export function createClosingServices(services: ApplicationServices, providers: Providers): ClosingServices {
  return { ...services, providers };
}
