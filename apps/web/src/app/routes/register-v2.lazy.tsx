import { Outlet, createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { RegistrationLayout } from '../../features/registration/components/registration-layout.tsx';
import { RegisterGateView } from './register-gate-view.tsx';

const registerV2Api = getRouteApi('/account/heloc/register-v2');

function RegisterV2Route() {
  const { gates } = registerV2Api.useRouteContext();
  return (
    <RegisterGateView gates={gates}>
      <RegistrationLayout>
        <Outlet />
      </RegistrationLayout>
    </RegisterGateView>
  );
}

export const Route = createLazyRoute('/account/heloc/register-v2')({ component: RegisterV2Route });
