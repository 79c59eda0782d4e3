import { describe, expect, it } from 'vitest';
import * as chat from '../../src/constants/chat.ts';
import * as eligibility from '../../src/constants/eligibility.ts';
import * as fields from '../../src/constants/field-limits.ts';
import * as bounds from '../../src/constants/loan-bounds.ts';
import * as loanMath from '../../src/constants/loan-math.ts';
import * as marketing from '../../src/constants/marketing.ts';
import * as polling from '../../src/constants/polling.ts';
import * as shell from '../../src/constants/shell-limits.ts';
import * as storage from '../../src/constants/storage-keys.ts';
import * as telemetry from '../../src/constants/telemetry.ts';
import * as timings from '../../src/constants/timings.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Every figure as the specs write it (001 §1/§2/§4/§5/§9, 000 §2/§5/§9): a changed constant must change here too.
describe.each<[string, Record<string, unknown>, Record<string, unknown>]>([
  [
    'loan bounds',
    bounds,
    {
      LOAN_AMOUNT_MIN: 15_000,
      LOAN_AMOUNT_MAX: 400_000,
      APR_MIN_PERCENT: '7.60',
      APR_MAX_PERCENT: '17.20',
      ORIGINATION_FEE_MAX_PERCENT: '4.99',
      VALUATION_COST: 180,
      MANUAL_NOTARY_COST: 300,
      RECORDING_FEE_MIN: 0,
      RECORDING_FEE_MAX: 315,
      RECORDING_TAX_MIN_PER_100K: 0,
      RECORDING_TAX_MAX_PER_100K: 1_400,
      RECORDING_TAX_BASE: 100_000,
      PURCHASE_SEASONING_DAYS: 90,
      PAYOFF_PREFERENCES: ['PRESERVE', 'DEDUCT', 'MAXIMIZE'],
    },
  ],
  [
    'loan math',
    loanMath,
    {
      DAYS_PER_YEAR: 365.25,
      DEFAULT_ACCRUAL_DAYS: 30.4375,
      MONTHS_PER_YEAR: 12,
      CURRENCY: 'USD',
      MONEY_DECIMALS: 2,
      PERCENT_DECIMALS: 3,
    },
  ],
  [
    'eligibility',
    eligibility,
    {
      MIN_AGE: 18,
      MIN_AGE_ALABAMA: 19,
      ALABAMA_STATE_CODE: 'AL',
      MIN_AGE_AGE_RESTRICTED: 62,
      MIN_BIRTH_YEAR: 1900,
      LOW_INCOME_THRESHOLD: 15_000,
      INCOME_MIN: 0,
      INCOME_MAX: 9_999_999,
      OTHER_INCOME_DEFAULT: 0,
      CRYPTO_UTM_SOURCE: 'cloc',
    },
  ],
  [
    'field limits',
    fields,
    {
      PASSWORD_MIN_LENGTH: 12,
      PHONE_FORMATTED_LENGTH: 14,
      PHONE_MAX_LENGTH_DEFAULT: 19,
      DEFAULT_COUNTRY: 'US',
      ZIP_LENGTH: 5,
      STATE_CODE_LENGTH: 2,
      NAME_MAX_LENGTH: 128,
      EMAIL_MAX_LENGTH: 128,
      CHATBOT_FEEDBACK_MAX_LENGTH: 140,
      CEO_MESSAGE_MIN_LENGTH: 10,
      CEO_MESSAGE_MAX_LENGTH: 1_000,
      MANUAL_PAYSTUB_COUNT_DEFAULT: 1,
      PDF_VIEWER_MAX_WIDTH: 700,
    },
  ],
  [
    'timings',
    timings,
    {
      REQUEST_TIMEOUT_MS: 30_000,
      QUERY_STATUS_STALE_MS: 250,
      LOADER_HIDE_DELAY_MS: 300,
      PROCESSING_MODAL_TIMEOUT_MS: 30_000,
      PROCESSING_MODAL_PROGRESS_INTERVAL_MS: 100,
      ALERT_POPUP_DELAY_MS: 200,
      LIVE_REGION_CLEAR_MS: 300,
      COPY_CONFIRMATION_MS: 1_000,
      LOAN_ORIGINATOR_CACHE_MS: 10 * MINUTE,
      TYPING_PREVIEW_MS: 1_000,
      WAITING_DOTS_CYCLE_MS: 400,
    },
  ],
  [
    'polling',
    polling,
    {
      OPERATING_HOURS_POLL_MS: 60_000,
      CHAT_NONCE_REFRESH_MS: 60_000,
      WEBSOCKET_PING_MS: 10_000,
      CONDITIONS_POLL_MS: 60_000,
      STEP_POLL_BASE_DELAY_MS: 1_000,
      STEP_POLL_MAX_DELAY_MS: 5_000,
      STEP_POLL_SETTLED_ATTEMPTS: 7,
      STEP_POLL_WAITING_ATTEMPTS: 14,
      RETRY_ATTEMPTS_DEFAULT: 5,
      RETRY_INITIAL_DELAY_MS: 1_000,
      SESSION_RETRIES: 3,
      DYNAMIC_LOAD_RETRIES: 5,
    },
  ],
  [
    'chat',
    chat,
    {
      AGENT_CHAT_EXPIRY_MS: 6 * HOUR,
      CHATBOT_CHAT_EXPIRY_MS: 10 * MINUTE,
      WEBSOCKET_LIFETIME_MS: 12 * HOUR,
      CHAT_HISTORY_MESSAGES: 20,
      CHAT_ATTACHMENT_EXTENSIONS: ['jpg', 'png', 'amr', 'mp3', 'mp4', 'pdf', 'txt'],
      CHAT_MODES: ['twilio', 'nice', 'stream', 'talkjs', 'chatbot'],
      // Decision 221: only the chatbot mode is built; the hosted providers' fall back to our own chat.
      CHAT_MODE_SUPPORT: {
        twilio: { built: false, note: 'Twilio is not built: the chat falls back to Lintel’s own chat service.' },
        nice: { built: false, note: 'NICE is not built: the chat falls back to Lintel’s own chat service.' },
        stream: { built: false, note: 'Stream is not built: the chat falls back to Lintel’s own chat service.' },
        talkjs: { built: false, note: 'TalkJS is not built: the chat falls back to Lintel’s own chat service.' },
        chatbot: { built: true, note: 'The chatbot from the start, on Lintel’s own chat service.' },
      },
      POP_WEBCHAT_PARAM: 'pop-webchat',
      CHAT_STORAGE_PREFIX: 'lintel_chat',
      CHAT_OPEN_STORAGE_KEY: 'lintel_chat_open',
    },
  ],
  [
    'shell limits',
    shell,
    {
      BANNERS_MAX: 2,
      TOASTS_MAX: 5,
      NOTIFICATIONS_PREVIEW_COUNT: 3,
      NOTIFICATIONS_UNREAD_PER_GROUP: 8,
      WALLET_ADDRESS_MAX_LENGTH: 11,
      WALLET_ADDRESS_HEAD: 6,
      WALLET_ADDRESS_TAIL: 5,
      RELATIVE_TIME_MAX_WEEKS: 4,
      OPERATING_HOURS_TIME_ZONE: 'America/Los_Angeles',
      OPERATING_HOURS_ZONE_LABEL: 'PT',
      US_STATE_COUNT: 50,
    },
  ],
  [
    'storage keys',
    storage,
    {
      JWT_STORAGE_KEY: 'jwt',
      HELOC_UUID_STORAGE_KEY: 'heloc_uuid',
      TRACKER_UUID_STORAGE_KEY: 'telemetry_trackerUuid',
      DDP_PILOT_STORAGE_KEY: 'DDP_Pilot',
      REGISTRATION_DRAFT_STORAGE_KEY: 'lintel_registration_draft',
    },
  ],
  [
    'telemetry',
    telemetry,
    {
      TELEMETRY_LIB_VERSION: '2.2.23',
      TELEMETRY_PLATFORM: 'WEB',
      TELEMETRY_PRODUCT_TYPE: 'HELOC',
      REPLAY_SAMPLE_RATE: 0,
      SESSION_SAMPLE_RATE: 100,
      PAGE_VIEW_EVENT: 'Page View',
      PAGE_VIEW_EVENT_TYPE: 'PAGE_VIEW',
      PAGE_VIEW_DELAY_MS: 1_000,
      BROWSER_TELEMETRY_CONTEXT: 'external',
    },
  ],
  [
    'marketing',
    marketing,
    {
      APPLY_MINUTES: 5,
      FUNDING_BUSINESS_DAYS: 5,
      ENCRYPTION_BITS: 256,
      FOR_SALE_WINDOW_MONTHS: 6,
      ASSET_BASE_PATH: '/account/heloc/',
      DEFAULT_LOGO_FILE: 'logo.svg',
      ADVERTISED_LOAN_AMOUNT: '$15,000 to $400,000',
      ADVERTISED_APR: '7.60% to 17.20%',
      ADVERTISED_ORIGINATION_FEE_MAX: '4.99%',
    },
  ],
])('%s', (_topic, module, expected) => {
  it.each(Object.entries(expected))('%s', (name, value) => {
    expect(module[name]).toEqual(value);
  });

  it('exports nothing untested', () => {
    expect(Object.keys(module).sort()).toEqual(Object.keys(expected).sort());
  });
});

describe('relations between constants', () => {
  it('keeps the bounds ordered', () => {
    expect(bounds.LOAN_AMOUNT_MIN).toBeLessThan(bounds.LOAN_AMOUNT_MAX);
    expect(Number(bounds.APR_MIN_PERCENT)).toBeLessThan(Number(bounds.APR_MAX_PERCENT));
    expect(eligibility.LOW_INCOME_THRESHOLD).toBe(bounds.LOAN_AMOUNT_MIN);
    expect(polling.STEP_POLL_BASE_DELAY_MS).toBe(500 * 2);
  });
});
