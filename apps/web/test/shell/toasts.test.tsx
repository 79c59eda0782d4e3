import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  ToastProvider,
  useToasts,
} from '../../src/features/toasts/components/toast-provider.tsx';
import type { ToastVariant } from '../../src/features/toasts/components/toast-provider.tsx';

function Trigger({ variant = 'info' }: { variant?: ToastVariant }) {
  const toasts = useToasts();
  let n = 0;
  return (
    <button type="button" onClick={() => toasts.show(`Toast ${++n}`, variant)}>
      Add
    </button>
  );
}

function texts(): string[] {
  return screen.queryAllByRole('listitem').map((li) => li.querySelector('p')?.textContent ?? '');
}

afterEach(() => vi.useRealTimers());

describe('toasts (spec 001 §2, §9)', () => {
  it('shows at most 5; a sixth pushes out the oldest', async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    for (let i = 0; i < 6; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(texts()).toEqual(['Toast 2', 'Toast 3', 'Toast 4', 'Toast 5', 'Toast 6']);
  });

  it('can be dismissed by its button', async () => {
    render(
      <ToastProvider>
        <Trigger variant="error" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Toast 1' }));
    expect(texts()).toEqual([]);
  });

  it('lets an info toast go after its duration but keeps an error until dismissed', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger />
        <Trigger variant="error" />
      </ToastProvider>,
    );
    const [info, error] = screen.getAllByRole('button', { name: 'Add' });
    act(() => info?.click());
    act(() => error?.click());
    expect(texts()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(texts()).toEqual(['Toast 1']);
    expect(screen.getByRole('list', { name: 'Errors' })).toHaveTextContent('Toast 1');
  });
});
