// The prompt shown when a new service worker is waiting and offline mode is on (spec §4): the
// page is served from the old precache until the reader confirms.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function ReloadPrompt({ onRefresh, onDismiss }: { onRefresh: () => void; onDismiss: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <div
      role="alert"
      className="sw-reload-prompt"
      style={{ position: 'fixed', right: '1rem', bottom: '1rem', zIndex: 100, maxWidth: '22rem', padding: '.75rem 1rem', background: 'var(--bg, #fff)', color: 'var(--fg, #1c1e21)', border: '1px solid var(--border, #d3d7dd)', borderRadius: 'var(--radius, 6px)', boxShadow: '0 6px 24px rgb(0 0 0 / .18)' }}
    >
      <p style={{ margin: '0 0 .5rem' }}>A new version of this documentation is available.</p>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          onRefresh();
        }}
      >
        Refresh
      </button>{' '}
      <button type="button" onClick={onDismiss}>
        Not now
      </button>
    </div>
  );
}

export function showReloadPrompt(onRefresh: () => void): void {
  if (document.querySelector('.sw-reload-prompt-root')) return;
  const container = document.createElement('div');
  container.className = 'sw-reload-prompt-root';
  document.body.appendChild(container);
  const root = createRoot(container);
  const dismiss = () => {
    root.unmount();
    container.remove();
  };
  root.render(<ReloadPrompt onRefresh={onRefresh} onDismiss={dismiss} />);
}
