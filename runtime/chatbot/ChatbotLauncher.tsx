// The chatbot launcher: a small button rendered with every page; the frame itself (and its
// code) loads with import() on first open, so readers who never chat never pay for it.
import { useCallback, useRef, useState, type ComponentType } from 'react';
import { useSite } from '../theme/SiteContext.ts';
import type { ChatbotPanelProps } from './ChatbotPanel.tsx';
import { hooks } from '../../shared/hooks.ts';

const panelId = 'sfp-chatbot';

export function ChatbotLauncher() {
  const { chatbot } = useSite();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<ChatbotPanelProps> | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    launcher.current?.focus();
  }, []);
  if (!chatbot) return null;
  const toggle = async () => {
    if (open) return close();
    if (!Panel) {
      const { ChatbotPanel } = await import('./ChatbotPanel.tsx');
      setPanel(() => ChatbotPanel);
    }
    setOpen(true);
  };
  return (
    <>
      <button
        ref={launcher}
        type="button"
        className="chatbot-launcher"
        data-sfp={hooks.chatbot}
        aria-label={chatbot.title}
        aria-expanded={open}
        aria-controls={Panel ? panelId : undefined}
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
        </svg>
      </button>
      {Panel && <Panel id={panelId} open={open} url={chatbot.url} title={chatbot.title} onClose={close} />}
    </>
  );
}
