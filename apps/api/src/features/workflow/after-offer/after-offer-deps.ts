import type { ApplicationServices } from '../../applications/application-services.ts';
import type { Providers } from '../../../providers/providers.ts';

/** What the after-offer routes share: the application services plus the providers they call while the borrower waits. */
export interface AfterOfferDeps extends ApplicationServices {
  providers: Providers;
}
