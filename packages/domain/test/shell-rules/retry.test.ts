import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION_RETRIES_FAILED_MESSAGE,
  SessionRetriesFailedError,
  createSessionWithRetries,
  realSleep,
  retry,
} from '../../src/shell-rules/retry.ts';

function failing(times: number, value = 'ok') {
  let calls = 0;
  const task = vi.fn(async () => {
    calls += 1;
    if (calls <= times) throw new Error(`failure ${calls}`);
    return value;
  });
  return task;
}

function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('retry', () => {
  it('returns the first success without waiting', async () => {
    const { waits, sleep } = recordingSleep();
    await expect(retry(failing(0), { sleep })).resolves.toBe('ok');
    expect(waits).toEqual([]);
  });

  it('tries 5 times by default, waiting 1000 ms and doubling, then rethrows the last error', async () => {
    const { waits, sleep } = recordingSleep();
    const task = failing(10);
    await expect(retry(task, { sleep })).rejects.toThrow('failure 5');
    expect(task).toHaveBeenCalledTimes(5);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
  });

  it('succeeds on a later attempt and passes the attempt number', async () => {
    const { waits, sleep } = recordingSleep();
    const attempts: number[] = [];
    const result = await retry(
      async (attempt) => {
        attempts.push(attempt);
        if (attempt < 3) throw new Error('not yet');
        return attempt;
      },
      { sleep, initialDelayMs: 50 },
    );
    expect(result).toBe(3);
    expect(attempts).toEqual([1, 2, 3]);
    expect(waits).toEqual([50, 100]);
  });

  it('gives up at once when shouldRetry says no', async () => {
    const { waits, sleep } = recordingSleep();
    const task = failing(10);
    await expect(retry(task, { sleep, shouldRetry: () => false })).rejects.toThrow('failure 1');
    expect(task).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('refuses a meaningless attempt count', async () => {
    await expect(retry(failing(0), { attempts: 0 })).rejects.toThrow(/attempts/);
  });
});

describe('realSleep', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves after the delay', async () => {
    vi.useFakeTimers();
    let done = false;
    const pending = realSleep(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(done).toBe(true);
  });
});

describe('createSessionWithRetries', () => {
  it('retries 3 times after the first call, then fails with status 500 and the spec text', async () => {
    const { waits, sleep } = recordingSleep();
    const create = failing(10);
    const error = await createSessionWithRetries(create, { sleep }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionRetriesFailedError);
    expect(error).toMatchObject({ status: 500, message: SESSION_RETRIES_FAILED_MESSAGE });
    expect(SESSION_RETRIES_FAILED_MESSAGE).toBe(
      'An error occurred while establishing a session, retries failed.',
    );
    expect((error as SessionRetriesFailedError).lastError).toEqual(new Error('failure 4'));
    expect(create).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('returns the session once a retry succeeds', async () => {
    const { sleep } = recordingSleep();
    await expect(createSessionWithRetries(failing(3, 'session'), { sleep })).resolves.toBe('session');
  });
});
