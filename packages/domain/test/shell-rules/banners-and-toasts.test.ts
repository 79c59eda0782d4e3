import { describe, expect, it } from 'vitest';
import {
  BANNER_FORMAT_ERROR,
  parseBannerFile,
  visibleBanners,
  type Banner,
} from '../../src/shell-rules/banners.ts';
import { addToast, visibleToasts } from '../../src/shell-rules/toasts.ts';

const banner = (uuid: string, apps: string[], active?: boolean): Banner => ({
  uuid,
  message: `Banner ${uuid}`,
  apps,
  variant: 'info',
  ...(active === undefined ? {} : { active }),
});

describe('parseBannerFile', () => {
  it('accepts a list of complete banners', () => {
    const file = [{ ...banner('a', ['heloc'], true), metadata: { createdAt: '2026-01-01' } }];
    expect(parseBannerFile(file)).toEqual({ ok: true, banners: file });
    expect(parseBannerFile([])).toEqual({ ok: true, banners: [] });
  });

  it.each([
    ['uuid', { message: 'm', apps: [], variant: 'v' }],
    ['message', { uuid: 'u', apps: [], variant: 'v' }],
    ['apps', { uuid: 'u', message: 'm', variant: 'v' }],
    ['variant', { uuid: 'u', message: 'm', apps: [] }],
  ])('rejects an item without %s', (_field, item) => {
    expect(parseBannerFile([item])).toEqual({
      ok: false,
      error: 'Banner data does not match the expected format',
    });
  });

  it.each([[null], ['text'], [{ banners: [] }]])('rejects a file shaped %o', (data) => {
    expect(parseBannerFile(data)).toEqual({ ok: false, error: BANNER_FORMAT_ERROR });
  });
});

describe('visibleBanners', () => {
  const banners = [
    banner('1', ['heloc'], true),
    banner('2', ['dashboard'], true),
    banner('3', ['heloc'], false),
    banner('4', ['heloc', 'dashboard'], true),
    banner('5', ['heloc']),
    banner('6', ['heloc'], true),
  ];

  it('shows at most 2 active banners for the app, in file order', () => {
    expect(visibleBanners(banners, 'heloc').map((b) => b.uuid)).toEqual(['1', '4']);
    expect(visibleBanners(banners, 'dashboard').map((b) => b.uuid)).toEqual(['2', '4']);
  });

  it('takes another maximum', () => {
    expect(visibleBanners(banners, 'heloc', 5).map((b) => b.uuid)).toEqual(['1', '4', '6']);
    expect(visibleBanners(banners, 'other')).toEqual([]);
  });
});

describe('toasts', () => {
  it('keeps the newest 5, oldest first', () => {
    let toasts: number[] = [];
    for (let i = 1; i <= 7; i += 1) toasts = addToast(toasts, i);
    expect(toasts).toEqual([3, 4, 5, 6, 7]);
    expect(visibleToasts([1, 2, 3])).toEqual([1, 2, 3]);
    expect(visibleToasts([1, 2, 3, 4, 5, 6])).toEqual([2, 3, 4, 5, 6]);
  });

  it('shows none when the limit is 0', () => {
    expect(visibleToasts([1, 2], 0)).toEqual([]);
    expect(addToast([1], 2, 0)).toEqual([]);
  });
});
