import { Outlet, createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { ClassicLayout } from '../../features/registration/classic/classic-layout.tsx';
import { RegisterGateView } from './register-gate-view.tsx';

const registerApi = getRouteApi('/account/heloc/register');

function RegisterRoute() {
  const { gates } = registerApi.useRouteContext();
  return (
    <RegisterGateView gates={gates}>
      <ClassicLayout>
        <Outlet />
      </ClassicLayout>
    </RegisterGateView>
  );
}

export const Route = createLazyRoute('/account/heloc/register')({ component: RegisterRoute });
