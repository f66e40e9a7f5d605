import { useEffect, useRef, useState, type RefObject } from 'react';
import { useMessages } from './useMessages.ts';

/** How long a button says "Copied" before it reads "Copy" again. */
const copiedMs = 2000;

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // No clipboard API (insecure context, older browser, permission refused): the selection way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy was refused');
}

/**
 * Adds a Copy button to every code block under `ref` once the page is interactive (an effect,
 * so the server render and the hydrating render stay identical), and makes regions that scroll
 * sideways keyboard-focusable. Returns the message for an aria-live region.
 */
export function useCopyButtons(ref: RefObject<HTMLElement | null>, html: string): string {
  const [message, setMessage] = useState('');
  const t = useMessages();
  const timer = useRef(0);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const added: HTMLButtonElement[] = [];
    // Regions that scroll sideways must take keyboard focus to be scrolled without a mouse
    // (WCAG 2.1.1): code blocks always, as highlighters do, tables when they overflow.
    for (const table of root.querySelectorAll('table')) if (table.scrollWidth > table.clientWidth) table.tabIndex = 0;
    for (const pre of root.querySelectorAll('pre')) {
      pre.tabIndex = 0;
      let host = pre.closest<HTMLElement>('.code-block');
      if (!host) {
        host = document.createElement('div');
        host.className = 'code-block';
        pre.replaceWith(host);
        host.append(pre);
      }
      if (host.querySelector(':scope > .copy-button')) continue;
      host.classList.add('has-copy');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'copy-button';
      button.textContent = t('theme.CodeBlock.copy');
      button.setAttribute('aria-label', t('theme.CodeBlock.copyButtonAriaLabel'));
      button.addEventListener('click', () => {
        copyText((pre.querySelector('code') ?? pre).textContent ?? '').then(
          () => {
            button.textContent = t('theme.CodeBlock.copied');
            setMessage(t('theme.CodeBlock.copied'));
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => {
              button.textContent = t('theme.CodeBlock.copy');
              setMessage('');
            }, copiedMs);
          },
          () => setMessage(t('sfpdocs.copy.failed')),
        );
      });
      host.insertBefore(button, host.firstChild);
      added.push(button);
    }
    return () => {
      window.clearTimeout(timer.current);
      for (const button of added) button.remove();
    };
  }, [ref, html]);
  return message;
}
