import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { OrganisationProvider } from '../../src/config/organisation/organisation-context.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Organisation } from '@lintel/domain/organisation/organisation';
import { BrandLoader } from '../../src/features/loaders/components/brand-loader.tsx';
import { ProcessingModal } from '../../src/features/loaders/components/processing-modal.tsx';
import { organisationFixture } from '../fixtures/organisation.ts';
import { renderWithProviders } from '../render.tsx';

function withLoader(loader: Organisation['orgBrand']['theme']['loader']): Organisation {
  const base = organisationFixture;
  return { ...base, orgBrand: { ...base.orgBrand, theme: { ...base.orgBrand.theme, loader } } };
}

afterEach(() => vi.useRealTimers());

describe('full-screen loader (spec 001 §2, §4, §9)', () => {
  it('stays 300 ms after loading ends, then goes', () => {
    vi.useFakeTimers();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <OrganisationProvider organisation={organisationFixture}>{children}</OrganisationProvider>
    );
    const { rerender } = render(<BrandLoader loading />, { wrapper });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<BrandLoader loading={false} />);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each(['main', 'main-ny', 'wholesale', 'wholesale-ny', 'lender-a', 'lender-b'] as const)(
    'draws the special loader for %s with the brand logo',
    (kind) => {
      const { container } = renderWithProviders(<BrandLoader loading />, withLoader(kind));
      expect(screen.getByRole('status')).toHaveAttribute('data-loader', kind);
      expect(container.querySelector('img.brand-loader__logo')).not.toBeNull();
    },
  );

  it('falls back to the plain spinner for other organisations', () => {
    const { container } = renderWithProviders(<BrandLoader loading />, withLoader('default'));
    expect(screen.getByRole('status')).toHaveAttribute('data-loader', 'default');
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('processing-data modal (spec 001 §2, §9)', () => {
  it('advances every 100 ms, rotates its messages and times out at 30 s', () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    renderWithProviders(<ProcessingModal open messages={['First', 'Second']} onTimeout={onTimeout} />);
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(screen.getByRole('dialog', { name: 'Please wait' })).toHaveTextContent('First');
    act(() => vi.advanceTimersByTime(300));
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    act(() => vi.advanceTimersByTime(2_700));
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('dialog')).toHaveTextContent('Second');
    act(() => vi.advanceTimersByTime(24_899));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(101));
    expect(onTimeout).toHaveBeenCalledOnce();
    expect(bar).toHaveAttribute('aria-valuenow', '95');
  });

  it('renders nothing when closed', () => {
    renderWithProviders(<ProcessingModal open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
