import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { Organisation } from '@lintel/domain/organisation/organisation';
import { OrganisationProvider } from '../config/organisation/organisation-context.tsx';
import type { createAppRouter } from './router.tsx';

export interface AppProps {
  organisation: Organisation;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ organisation, queryClient, router }: AppProps) {
  return (
    <OrganisationProvider organisation={organisation}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </OrganisationProvider>
  );
}
