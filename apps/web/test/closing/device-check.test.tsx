import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeviceCheck } from '../../src/features/closing/components/device-check.tsx';
import { renderWithProviders } from '../render.tsx';

function stubMedia(getUserMedia: () => Promise<MediaStream>) {
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
}

afterEach(() => vi.unstubAllGlobals());

describe('notary/session device check (decision 208)', () => {
  it('says how to allow camera and microphone when the browser refuses them, and checks again', async () => {
    const ask = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    stubMedia(ask);
    const onReady = vi.fn();
    renderWithProviders(<DeviceCheck onReady={onReady} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check my camera and microphone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your browser blocked the camera or the microphone.',
    );
    expect(screen.getByText(/iPhone or iPad/)).toBeInTheDocument();
    expect(onReady).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('tells a device without a camera, and a busy camera, apart', async () => {
    stubMedia(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    const { unmount } = renderWithProviders(<DeviceCheck onReady={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check my camera and microphone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not find a camera and a microphone');
    unmount();
    stubMedia(() => Promise.reject(new DOMException('busy', 'NotReadableError')));
    renderWithProviders(<DeviceCheck onReady={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check my camera and microphone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another app is using your camera or microphone.',
    );
  });

  it('is ready with both a video and an audio track, and stops them when left', async () => {
    const stop = vi.fn();
    const tracks = [{ stop }, { stop }];
    const stream = {
      getVideoTracks: () => [tracks[0]],
      getAudioTracks: () => [tracks[1]],
      getTracks: () => tracks,
    } as unknown as MediaStream;
    stubMedia(() => Promise.resolve(stream));
    const onReady = vi.fn();
    const { unmount } = renderWithProviders(<DeviceCheck onReady={onReady} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check my camera and microphone' }));
    expect(await screen.findByText('Your camera and microphone work.')).toBeInTheDocument();
    expect(onReady).toHaveBeenLastCalledWith(true);
    unmount();
    expect(stop).toHaveBeenCalledTimes(2);
  });
});
