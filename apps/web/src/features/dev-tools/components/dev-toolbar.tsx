import { ChatDevPanel } from './chat-dev-panel.tsx';
import { DevLoginToolbar } from './dev-login-toolbar.tsx';
import { SandboxClockPanel } from './sandbox-clock-panel.tsx';
import './dev-tools.css';

/**
 * The non-production toolbar of spec 001 §2/§6: login (decision 083), the chat's dev options (decision 133) and the
 * dev mailbox (decision 168), and on an application's pages its sandbox clock (decision 209).
 */
export function DevToolbar() {
  return (
    <aside className="dev-toolbar" aria-label="Developer tools">
      <div className="dev-toolbar__item">
        <DevLoginToolbar />
      </div>
      <div className="dev-toolbar__item">
        <ChatDevPanel />
      </div>
      <div className="dev-toolbar__item">
        {/* The sandbox mailer's messages: reset and verification links (decision 168). */}
        <a className="dev-toolbar__toggle" href="/dev/mailbox">
          Mailbox
        </a>
      </div>
      <div className="dev-toolbar__item">
        <SandboxClockPanel />
      </div>
    </aside>
  );
}
