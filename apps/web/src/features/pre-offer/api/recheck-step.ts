import { useQueryClient } from '@tanstack/react-query';

/** Re-reads the server step now (hold pages: the borrower asks whether anything changed). */
export function useRecheckStep(uuid: string) {
  const queryClient = useQueryClient();
  return () => queryClient.resetQueries({ queryKey: ['application', uuid, 'server-step'] });
}
