import { useEffect, useRef, useState } from 'react';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';

type DeviceState = 'idle' | 'checking' | 'ready' | 'denied' | 'missing' | 'busy' | 'unsupported';

/** What getUserMedia's refusal means for the borrower (the DOMException names of the Media Capture spec). */
function stateOf(error: unknown): DeviceState {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'unsupported';
}

function Help({ state }: { state: DeviceState }) {
  if (state === 'denied')
    return (
      <div className="closing-notice" role="alert">
        <p>
          <strong>Your browser blocked the camera or the microphone.</strong> The notary must see and hear
          you, so allow both for this site, then select “Check again”:
        </p>
        <ul className="closing-steps">
          <li>
            Chrome, Edge or Firefox on a computer: select the icon left of the web address, set Camera and
            Microphone to Allow.
          </li>
          <li>
            iPhone or iPad: Settings, Safari, Camera and Microphone, Allow (or aA in the address bar, Website
            Settings).
          </li>
          <li>Android: select the icon left of the web address, Permissions, allow Camera and Microphone.</li>
        </ul>
      </div>
    );
  if (state === 'missing')
    return (
      <p className="closing-notice" role="alert">
        We could not find a camera and a microphone on this device. Use a phone, tablet or computer that has
        both.
      </p>
    );
  if (state === 'busy')
    return (
      <p className="closing-notice" role="alert">
        Another app is using your camera or microphone. Close it (a video call, for example), then check
        again.
      </p>
    );
  if (state === 'unsupported')
    return (
      <p className="closing-notice" role="alert">
        This browser cannot share a camera with a web page. Open this page in a current Chrome, Safari, Edge
        or Firefox, or call us at <LenderPhoneLink />.
      </p>
    );
  return null;
}

/**
 * The device check before a remote notary session: the browser's camera and microphone through getUserMedia, a
 * preview of the camera, and what to do when the browser refuses. Nothing is recorded or sent.
 */
export function DeviceCheck({ onReady }: { onReady: (ready: boolean) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<DeviceState>('idle');

  useEffect(
    () => () => {
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  async function check() {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unsupported');
      return;
    }
    setState('checking');
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      const complete = media.getVideoTracks().length > 0 && media.getAudioTracks().length > 0;
      for (const track of stream.current?.getTracks() ?? []) track.stop();
      stream.current = media;
      if (video.current) video.current.srcObject = media;
      setState(complete ? 'ready' : 'missing');
      onReady(complete);
    } catch (error) {
      setState(stateOf(error));
      onReady(false);
    }
  }

  return (
    <section className="stack" aria-labelledby="device-title">
      <h2 id="device-title" className="heading-m">
        1. Check your camera and microphone
      </h2>
      <p>
        The notary sees and hears you during the session. Your browser will ask to use your camera and
        microphone.
      </p>
      <video
        ref={video}
        className="device-preview"
        autoPlay
        muted
        playsInline
        hidden={state !== 'ready'}
        aria-label="Your camera"
      />
      {state === 'ready' ? (
        <p role="status">
          <strong>Your camera and microphone work.</strong> You should see yourself above.
        </p>
      ) : (
        <Help state={state} />
      )}
      {state === 'ready' ? null : (
        <p>
          <button
            type="button"
            className="button"
            onClick={() => void check()}
            disabled={state === 'checking'}
          >
            {state === 'idle' || state === 'checking' ? 'Check my camera and microphone' : 'Check again'}
          </button>
        </p>
      )}
    </section>
  );
}
