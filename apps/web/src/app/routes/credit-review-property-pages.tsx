import type { ComponentType } from 'react';
import type { Application } from '@lintel/domain/application/application';
import { getRouteApi } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { useApplication } from '../../features/application/api/application.ts';
import { DatatreePage } from '../../features/credit-review/components/datatree-page.tsx';
import { IncorrectOwnershipPage } from '../../features/credit-review/components/incorrect-ownership-page.tsx';
import { PropertyPage } from '../../features/credit-review/components/property-page.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

/** The property pages name the address: the layout has already loaded the application, so this reads the cache. */
function withApplication(Page: ComponentType<{ uuid: string; application: Application }>) {
  return function PropertyOutcome() {
    const { uuid } = applicationApi.useParams();
    const application = useApplication(uuid);
    if (!application.data) return <Loading label="Loading your application" />;
    return <Page uuid={uuid} application={application.data} />;
  };
}

export const PropertyRoute = withApplication(PropertyPage);
export const IncorrectOwnershipRoute = withApplication(IncorrectOwnershipPage);
export const DatatreeRoute = withApplication(DatatreePage);
