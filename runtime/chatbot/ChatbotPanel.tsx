// The chatbot frame, loaded lazily by ChatbotLauncher. It stays mounted once opened (closing
// hides it) so a conversation survives closing and reopening.
import { useEffect, useRef } from 'react';

export interface ChatbotPanelProps {
  id: string;
  open: boolean;
  url: string;
  title: string;
  onClose: () => void;
}

/**
 * The least the external widget needs: its scripts (allow-scripts); its own origin, for the
 * cookies and storage that keep a conversation (allow-same-origin: safe here because the frame
 * is cross-origin, the CSP's frame-src names that one host); sending messages (allow-forms);
 * links in answers opening in a new tab (allow-popups). No top navigation, no downloads.
 */
export const chatbotSandbox = 'allow-scripts allow-same-origin allow-forms allow-popups';

export function ChatbotPanel({ id, open, url, title, onClose }: ChatbotPanelProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);
  return (
    <section id={id} className="chatbot-panel" role="dialog" aria-label={title} hidden={!open}>
      <header className="chatbot-panel__header">
        <h2>{title}</h2>
        <button ref={closeButton} type="button" className="chatbot-panel__close" aria-label="Close chat" onClick={onClose}>
          ×
        </button>
      </header>
      <iframe className="chatbot-panel__frame" src={url} title={title} sandbox={chatbotSandbox} referrerPolicy="strict-origin-when-cross-origin" />
    </section>
  );
}
