import { vi } from 'vitest';
import { jsonResponse } from '../render.tsx';

type Answer = unknown | ((init: RequestInit, url: string) => Response | Promise<Response>);

/**
 * A fetch stand-in answering by path (query ignored unless the key has one); an unknown path is a 404 so a test
 * notices a call it did not expect rather than hanging.
 */
export function stubFetch(routes: Record<string, Answer>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const path = url.split('?')[0] ?? url;
    const method = (init.method ?? 'GET').toUpperCase();
    const answer = routes[`${method} ${url}`] ?? routes[`${method} ${path}`] ?? routes[url] ?? routes[path];
    if (answer === undefined) return jsonResponse({ errors: [{ message: 'Not found' }] }, { status: 404 });
    return typeof answer === 'function' ? answer(init, url) : jsonResponse(answer);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The bodies a mock received for a path, parsed. */
export function bodiesFor(mock: ReturnType<typeof stubFetch>, path: string): unknown[] {
  return mock.mock.calls
    .filter(([input]) => String(input).split('?')[0] === path)
    .map(([, init]) => JSON.parse(String((init as RequestInit | undefined)?.body ?? 'null')) as unknown);
}

export const WEEK_HOURS = {
  department: 'OPS_PHONE',
  timeZone: 'America/Los_Angeles',
  weekdays: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    weekday: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'][day - 1] ?? '',
    weekdayValue: day,
    isOpen: day <= 6,
    startTime: day <= 5 ? '06:00' : day === 6 ? '08:00' : null,
    endTime: day <= 5 ? '18:00' : day === 6 ? '12:00' : null,
  })),
};
