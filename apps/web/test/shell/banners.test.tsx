import { act, render, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerFile } from '@lintel/domain/api/endpoints/banners';
import { BANNER_FORMAT_ERROR } from '@lintel/domain/shell-rules/banners';
import { fetchBanners } from '../../src/features/banners/api/banner-file.ts';
import { SiteBanners } from '../../src/features/banners/components/site-banners.tsx';
import { LocationConsentAlert } from '../../src/features/banners/components/location-consent-alert.tsx';
import { renderWithProviders } from '../render.tsx';
import { answer, handle, type Sent } from '../msw/handle.ts';
import { server } from '../msw/server.ts';

function banner(
  n: number,
  extra: Partial<Sent<typeof bannerFile>[number]> = {},
): Sent<typeof bannerFile>[number] {
  return { uuid: `b${n}`, message: `Banner ${n}`, apps: ['heloc'], variant: 'info', active: true, ...extra };
}

afterEach(() => vi.useRealTimers());

describe('banners (spec 001 §2, §4, §8)', () => {
  it('shows at most 2 active banners for this app, in file order', async () => {
    server.use(
      answer(bannerFile, [
        banner(1, { active: false }),
        banner(2, { apps: ['other'] }),
        banner(3),
        banner(4, { variant: 'warning' }),
        banner(5),
      ]),
    );
    renderWithProviders(<SiteBanners environment="test" />);
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Notice: Banner 3',
      'Warning: Banner 4',
    ]);
  });

  it('rejects a file whose items lack a required field, with the spec text, and shows nothing', async () => {
    server.use(
      handle(bannerFile, () => HttpResponse.json([{ uuid: 'x', message: 'no apps', variant: 'info' }])),
    );
    await expect(fetchBanners('test')).rejects.toThrow(BANNER_FORMAT_ERROR);
    renderWithProviders(<SiteBanners environment="test" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
  });

  it('keeps the response text when the load fails', async () => {
    server.use(handle(bannerFile, () => new HttpResponse('upstream down', { status: 502 })));
    await expect(fetchBanners('test')).rejects.toThrow('upstream down');
  });
});

describe('location-consent alert (spec 001 §2, §9)', () => {
  it("appears 200 ms after it is asked for, with the spec's heading", () => {
    vi.useFakeTimers();
    render(<LocationConsentAlert open onDismiss={() => undefined} />);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Why we need your location');
    expect(screen.getByRole('alert')).toHaveTextContent('Location services must be enabled to e-sign');
  });

  it('never shows when closed again within 200 ms', () => {
    vi.useFakeTimers();
    const { rerender } = render(<LocationConsentAlert open onDismiss={() => undefined} />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<LocationConsentAlert open={false} onDismiss={() => undefined} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
