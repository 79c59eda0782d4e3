/** Its own file so the login chunk does not pull in the identity query (first-load budget). */
export const identityQueryKey = ['session', 'identity'] as const;
