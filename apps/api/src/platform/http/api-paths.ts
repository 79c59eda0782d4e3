/** Path prefixes the API owns; everything else is the SPA (deep links get index.html). */
export const API_PREFIXES = ['/identity', '/identity-broker', '/service-', '/ft/', '/api/', '/healthz'] as const;

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || API_PREFIXES.some((prefix) => path.startsWith(prefix));
}
