import { ChatDevPanel } from './chat-dev-panel.tsx';
import { DevLoginToolbar } from './dev-login-toolbar.tsx';
import './dev-tools.css';

/** The non-production toolbar of spec 001 §2/§6: login (decision 083) and the chat's dev options (decision 133). */
export function DevToolbar() {
  return (
    <aside className="dev-toolbar" aria-label="Developer tools">
      <div className="dev-toolbar__item">
        <DevLoginToolbar />
      </div>
      <div className="dev-toolbar__item">
        <ChatDevPanel />
      </div>
    </aside>
  );
}
