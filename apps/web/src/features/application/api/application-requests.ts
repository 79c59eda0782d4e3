/**
 * Where an application's first reads go and where their answers are cached, kept apart from their schemas: the
 * route loaders in the entry chunk ask for them before the pages' code arrives (decision 099).
 */
export const applicationPath = (uuid: string) =>
  `/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}`;

/** Under ['application', uuid] so a step change can refresh everything of one application at once. */
export const applicationQueryKey = (uuid: string) => ['application', uuid, 'record'] as const;

export const offersPath = (uuid: string) =>
  `/service-application/api/v3/application/heloc/${encodeURIComponent(uuid)}/offers`;

export const offersQueryKey = (uuid: string) => ['application', uuid, 'offers'] as const;
