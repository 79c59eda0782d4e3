/** The status call's address and cache key, apart from its schema (decision 099: the route loader asks early). */
export const serverStepPath = (uuid: string) =>
  `/service-krang-heloc/borrower/secure/api/v1/${encodeURIComponent(uuid)}/status`;

export const serverStepQueryKey = (uuid: string) => ['application', uuid, 'server-step'] as const;
