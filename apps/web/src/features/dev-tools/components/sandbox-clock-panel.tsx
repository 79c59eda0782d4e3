import { useId, useState } from 'react';
import type { SandboxClockMove } from '@lintel/domain/application/sandbox-clock';
import { useAdvanceSandboxClock, useSandboxClock } from '../clock/sandbox-clock-api.ts';

const UUID_IN_PATH = /^\/account\/heloc\/([0-9a-f-]{36})(?:\/|$)/i;
const timeLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

function ClockForm({ uuid, id }: { uuid: string; id: string }) {
  const clock = useSandboxClock(uuid, true);
  const advance = useAdvanceSandboxClock(uuid);
  const move = (to: SandboxClockMove) => advance.mutate(to);
  const data = advance.data ?? clock.data;
  return (
    <div id={id} className="dev-toolbar__form" role="group" aria-label="Sandbox clock">
      {clock.isError ? <p>The clock is only for the application&apos;s borrower.</p> : null}
      {data ? (
        <p role="status">
          Application time: {timeLabel.format(new Date(data.now))}
          {data.offsetMs > 0 ? ` (+${Math.round(data.offsetMs / 3_600_000)} h)` : ''}. Step: {data.step}.
          {data.nextEvent
            ? ` Next: ${data.nextEvent.name}, ${timeLabel.format(new Date(data.nextEvent.at))}.`
            : ''}
        </p>
      ) : null}
      <fieldset>
        <button type="button" onClick={() => move('NEXT_EVENT')} disabled={advance.isPending}>
          Skip to the next event
        </button>
        <button type="button" onClick={() => move('HOUR')} disabled={advance.isPending}>
          +1 hour
        </button>
        <button type="button" onClick={() => move('DAY')} disabled={advance.isPending}>
          +1 day
        </button>
      </fieldset>
    </div>
  );
}

/**
 * The per-application sandbox clock (decision 209): on an application's pages, moves that application's time
 * forward so the notary session's end, the right to cancel and funding happen now. Outside production only.
 */
export function SandboxClockPanel() {
  // The application is read from the address when the panel opens: the toolbar sits outside the router's tree.
  const [open, setOpen] = useState<{ uuid: string | undefined }>();
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="dev-toolbar__toggle"
        aria-expanded={open !== undefined}
        aria-controls={id}
        onClick={() =>
          setOpen((v) => (v ? undefined : { uuid: UUID_IN_PATH.exec(window.location.pathname)?.[1] }))
        }
      >
        Sandbox clock
      </button>
      {open?.uuid ? <ClockForm uuid={open.uuid} id={id} /> : null}
      {open && !open.uuid ? (
        <p id={id} className="dev-toolbar__form">
          Open one of your applications, then the clock.
        </p>
      ) : null}
    </>
  );
}
