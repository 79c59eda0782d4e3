import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REGION_CLEAR_MS } from '@lintel/domain/constants/timings';
import { LiveMessage } from '../../src/components/ui/live-message.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('live-region messages (spec 001 §9: cleared after 300 ms)', () => {
  it('speaks the message, then empties the region 300 ms later', () => {
    render(<LiveMessage message="Wallet address copied" nonce={1} />);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Wallet address copied');
    act(() => vi.advanceTimersByTime(LIVE_REGION_CLEAR_MS - 1));
    expect(region).toHaveTextContent('Wallet address copied');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
    expect(LIVE_REGION_CLEAR_MS).toBe(300);
  });

  it('says the same text again when asked again (a new nonce), and clears it again', () => {
    const { rerender } = render(<LiveMessage message="Wallet address copied" nonce={1} />);
    act(() => vi.advanceTimersByTime(LIVE_REGION_CLEAR_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<LiveMessage message="Wallet address copied" nonce={2} />);
    expect(screen.getByRole('status')).toHaveTextContent('Wallet address copied');
    act(() => vi.advanceTimersByTime(LIVE_REGION_CLEAR_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('stays empty for an empty message', () => {
    render(<LiveMessage message="" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
