import { vi } from 'vitest';
import { jsonResponse } from '../render.tsx';

export interface FakeApiOptions {
  flags?: Record<string, { enabled: boolean; variables?: Record<string, unknown> }>;
  register?: () => Response;
}

export interface Call {
  url: string;
  method: string;
  body: unknown;
}

export const APPLICATION_UUID = '3f2b8c1d-0b9c-4d5e-9a43-7a1e5f2b8c1d';

const SUGGESTIONS = [
  { street1: '1297 Ridge Road', street2: '', city: 'Austin', state: 'TX', zip: '78701' },
  { street1: '9110 Chestnut Street', street2: '', city: 'Birmingham', state: 'AL', zip: '35203' },
];

/** The API as the registration sees it: flags by key, the typeahead, the register call; every call recorded. */
export function stubApi({ flags = {}, register }: FakeApiOptions = {}) {
  const calls: Call[] = [];
  const redesign = flags['fe-heloc-redesign-2025'] ?? { enabled: true };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, method: init?.method ?? 'GET', body });
    if (url.includes('/service-optimize/external/api/v2/decision')) {
      const key = (body as { flagKey: string }).flagKey;
      const flag = key === 'fe-heloc-redesign-2025' ? redesign : (flags[key] ?? { enabled: false });
      return jsonResponse({
        flagKey: key,
        flagEnabled: flag.enabled,
        variationKey: flag.enabled ? 'on' : 'off',
        variables: flag.variables ?? {},
      });
    }
    if (url.includes('/service-address/api/v1/typeahead/')) return jsonResponse(SUGGESTIONS);
    if (url.includes('/registration/register')) {
      return register
        ? register()
        : jsonResponse({ jwt: 'new-token', applicationUuid: APPLICATION_UUID }, { status: 201 });
    }
    return jsonResponse({ errors: [{ message: 'Not found' }] }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}
