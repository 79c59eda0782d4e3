// The telemetry calls' paths on their own: a server-rendered page's boot script posts its page view without the
// endpoints' schemas (apps/web/src/boot/page-view-beacon.ts, decision 244).
export const TELEMETRY_SESSION_PATH = '/ft/:context/session';
export const TELEMETRY_EVENT_PATH = '/ft/:context/event';
