import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RescissionCountdown } from '../../src/features/closing/components/rescission-countdown.tsx';
import { renderWithProviders } from '../render.tsx';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-11-25T17:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('the rescission countdown follows the application clock (decision 209)', () => {
  const endsAt = '2026-11-29T08:00:00.000Z'; // 3 days and 15 hours after the browser's now

  it('counts from the browser clock when the application runs on real time', () => {
    renderWithProviders(<RescissionCountdown endsAt={endsAt} skewMs={0} />);
    expect(screen.getByTestId('rescission-left')).toHaveTextContent('3 days and 15 hours');
  });

  it('counts a day less once the sandbox clock moved the application a day ahead', () => {
    renderWithProviders(<RescissionCountdown endsAt={endsAt} skewMs={DAY} />);
    expect(screen.getByTestId('rescission-left')).toHaveTextContent('2 days and 15 hours');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'You can cancel until midnight of Saturday, November 28, 2026 (Pacific Time)',
    );
  });

  it('says no time is left when the application clock is past the deadline', () => {
    renderWithProviders(<RescissionCountdown endsAt={endsAt} skewMs={4 * DAY} />);
    expect(screen.getByTestId('rescission-left')).toHaveTextContent('no time');
  });
});
