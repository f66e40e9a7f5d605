import { useEffect, useState } from 'react';
import { announcementDismissedAttribute, announcementStorageKey } from '../../shared/hooks.ts';
import { useSite } from './SiteContext.ts';
import { useMessages } from './useMessages.ts';

/**
 * The bar above the navbar (config `announcementBar`, Docusaurus's `themeConfig.announcementBar`).
 * Its HTML was checked by the build (passes/resolve-announcement-bar.ts). A reader who closes it
 * does not see it again until its id changes: the id is kept in localStorage, and
 * templates/announcement-init.js hides the bar before the first paint (the server renders it).
 */
export function AnnouncementBar() {
  const bar = useSite().announcementBar;
  const t = useMessages();
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (bar?.isCloseable && readDismissed() === bar.id) setClosed(true);
  }, [bar]);
  if (!bar || closed) return null;
  const close = () => {
    try {
      localStorage.setItem(announcementStorageKey, bar.id);
    } catch {
      // Private mode: closed for this page only.
    }
    document.documentElement.setAttribute(announcementDismissedAttribute, '');
    setClosed(true);
  };
  const style = { ...(bar.backgroundColor ? { backgroundColor: bar.backgroundColor } : {}), ...(bar.textColor ? { color: bar.textColor } : {}) };
  return (
    <div className={bar.isCloseable ? 'announcement-bar announcement-bar-closeable' : 'announcement-bar'} role="region" aria-label={t('sfpdocs.announcementBar.label')} style={style}>
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-bar-close" onClick={close} aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel')}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

function readDismissed(): string | null {
  try {
    return localStorage.getItem(announcementStorageKey);
  } catch {
    return null;
  }
}
