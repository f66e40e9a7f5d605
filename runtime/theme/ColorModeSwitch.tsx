import { useEffect, useState } from 'react';
import { hooks, themeStorageKey } from '../../shared/hooks.ts';
import { useMessages } from './useMessages.ts';

/** The dark/light switch. The server renders the light label; the real mode is read after hydration. */
export function ColorModeSwitch() {
  const [mode, setMode] = useState<'light' | 'dark' | null>(null);
  const t = useMessages();
  useEffect(() => {
    setMode(document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
  }, []);
  const next = mode === 'dark' ? 'light' : 'dark';
  const toggle = () => {
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem(themeStorageKey, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setMode(next);
  };
  return (
    <button type="button" className="color-mode-switch" data-sfp={hooks.colorMode} onClick={toggle} aria-label={t('theme.colorToggle.ariaLabel', { mode: t(mode === 'dark' ? 'theme.colorToggle.ariaLabel.mode.dark' : 'theme.colorToggle.ariaLabel.mode.light') })}>
      <span aria-hidden="true">{mode === 'dark' ? '☾' : '☀'}</span>
    </button>
  );
}
