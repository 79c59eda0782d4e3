import { describe, expect, it } from 'vitest';
import { isCryptoHeloc } from '../../src/shell-rules/crypto.ts';
import { CHAT_ATTACHMENT_ACCEPT, formatFileSize, isAllowedChatAttachment } from '../../src/shell-rules/files.ts';
import {
  applicationUuidFromPath,
  isUuid,
  preservedQuery,
  safeRedirectUrl,
  takePopWebchat,
  withPreservedQuery,
} from '../../src/shell-rules/url-rules.ts';

const UUID = '3f2b8c1e-9a4d-4e7b-8c2a-1b2c3d4e5f60';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [999, '999 bytes'],
    [1_000, '1 KB'],
    [1_500, '1.5 KB'],
    [999_949, '999.9 KB'],
    [999_950, '1 MB'],
    [2_345_678, '2.3 MB'],
    [25_000_000, '25 MB'],
  ])('%s bytes -> %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %s', (bytes) => {
    expect(() => formatFileSize(bytes)).toThrow(/Invalid input/);
  });
});

describe('chat attachments', () => {
  it.each([
    ['photo.jpg', true],
    ['PHOTO.JPG', true],
    ['scan.png', true],
    ['voice.amr', true],
    ['song.mp3', true],
    ['clip.mp4', true],
    ['statement.pdf', true],
    ['notes.txt', true],
    ['photo.jpeg', false],
    ['archive.zip', false],
    ['pdf', false],
    ['report.pdf.exe', false],
  ])('%s allowed: %s', (name, allowed) => {
    expect(isAllowedChatAttachment(name)).toBe(allowed);
  });

  it('builds the accept attribute', () => {
    expect(CHAT_ATTACHMENT_ACCEPT).toBe('.jpg,.png,.amr,.mp3,.mp4,.pdf,.txt');
  });
});

describe('application uuid in the path', () => {
  it.each([
    [`/account/heloc/${UUID}/product/select`, UUID],
    [`/${UUID.toUpperCase()}`, UUID.toUpperCase()],
    [`/${UUID}?x=1`, UUID],
    ['/dashboard', undefined],
    [`/${UUID}x/liens`, undefined],
    ['/3f2b8c1e-9a4d-4e7b-8c2a-1b2c3d4e5f6/liens', undefined],
  ])('%s -> %s', (path, expected) => {
    expect(applicationUuidFromPath(path)).toBe(expected);
  });

  it('checks identifiers', () => {
    expect(isUuid(UUID)).toBe(true);
    expect(isUuid(`${UUID} `)).toBe(false);
    expect(isUuid('g'.repeat(8) + UUID.slice(8))).toBe(false);
  });
});

describe('safeRedirectUrl', () => {
  it.each([
    ['/dashboard/settings', '/dashboard/settings'],
    [`/${UUID}`, '/dashboard'],
    ['/a?b=1', '/a?b=1'],
    ['/Dashboard', '/dashboard'],
    ['//evil.test', '/dashboard'],
    ['/\\evil.test', '/dashboard'],
    ['https://evil.test', '/dashboard'],
    ['dashboard', '/dashboard'],
    ['', '/dashboard'],
    [null, '/dashboard'],
    [undefined, '/dashboard'],
  ])('%s -> %s', (redirectUrl, expected) => {
    expect(safeRedirectUrl(redirectUrl)).toBe(expected);
  });

  it('takes another default', () => {
    expect(safeRedirectUrl('//x', '/heloc-signer')).toBe('/heloc-signer');
  });
});

describe('query preservation', () => {
  it.each([
    ['?pop-webchat=true&utm_source=cloc&redirectUrl=/x', '?pop-webchat=true'],
    ['pop-webchat=', '?pop-webchat='],
    ['?utm_source=cloc', ''],
    ['', ''],
  ])('%s keeps %s', (search, expected) => {
    expect(preservedQuery(search)).toBe(expected);
    expect(preservedQuery(new URLSearchParams(search))).toBe(expected);
  });

  it.each([
    ['/dashboard', '?pop-webchat=1&a=b', '/dashboard?pop-webchat=1'],
    ['/x?step=2', '?pop-webchat=1', '/x?step=2&pop-webchat=1'],
    ['/x?pop-webchat=2', '?pop-webchat=1', '/x?pop-webchat=2'],
    ['/x', '?a=b', '/x'],
  ])('redirect to %s from %s -> %s', (target, search, expected) => {
    expect(withPreservedQuery(target, search)).toBe(expected);
  });

  it('removes pop-webchat once it has opened the chat', () => {
    expect(takePopWebchat('?pop-webchat=true&a=b')).toEqual({ openChat: true, search: '?a=b' });
    expect(takePopWebchat('?pop-webchat')).toEqual({ openChat: true, search: '' });
    expect(takePopWebchat('?a=b')).toEqual({ openChat: false, search: '?a=b' });
  });
});

describe('isCryptoHeloc', () => {
  it.each([
    [{ isCrypto: true }, '', true],
    [{ isCrypto: false }, '?utm_source=cloc', true],
    [null, new URLSearchParams('utm_source=cloc'), true],
    [{ isCrypto: false }, '?utm_source=CLOC', false],
    [{ isCrypto: null }, '?utm_source=other', false],
    [undefined, undefined, false],
  ])('%o with %s -> %s', (application, search, expected) => {
    expect(isCryptoHeloc(application, search)).toBe(expected);
  });
});
