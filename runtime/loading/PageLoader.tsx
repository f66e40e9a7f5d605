// A page's own loading state (spec §4): loading, with an animation only after 200 ms, then
// loaded, timed out or error. Timed out and error show the message in a red box with Retry.
import { useEffect, useState } from 'react';
import { loadRoute, type LoadedRoute } from '../router/load-route.ts';
import { useMessages } from '../theme/useMessages.ts';

/** Spec §9: loading indicator delay. */
export const loadingIndicatorDelay = 200;
/** Not in the spec: how long a chunk may take before the reader is offered Retry. */
export const loadTimeout = 10_000;

type LoadState = { status: 'loading'; pastDelay: boolean } | { status: 'timed-out' } | { status: 'error'; message: string };

export function PageLoader({ url, onLoaded }: { url: string; onLoaded: (route: LoadedRoute) => void }) {
  const [state, setState] = useState<LoadState>({ status: 'loading', pastDelay: false });
  const [attempt, setAttempt] = useState(0);
  const t = useMessages();
  useEffect(() => {
    let live = true;
    setState({ status: 'loading', pastDelay: false });
    const whileLoading = (next: LoadState) => live && setState((s) => (s.status === 'loading' ? next : s));
    const delay = setTimeout(() => whileLoading({ status: 'loading', pastDelay: true }), loadingIndicatorDelay);
    // A slow load goes on after the time-out: if it still arrives, the page shows.
    const timeout = setTimeout(() => whileLoading({ status: 'timed-out' }), loadTimeout);
    loadRoute(new URL(url)).then(
      (route) => live && onLoaded(route),
      (error: unknown) => live && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
      clearTimeout(delay);
      clearTimeout(timeout);
    };
  }, [url, attempt, onLoaded]);

  if (state.status !== 'loading') {
    const message = state.status === 'error' ? state.message : t('sfpdocs.loading.slow');
    return (
      <div className="page-load-error" role="alert">
        <p>
          <strong>{t('sfpdocs.loading.failed')}</strong> {message}
        </p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>
          {t('theme.ErrorPageContent.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <div className="page-loader" aria-busy="true">
      {state.pastDelay && (
        <div className="page-loader__indicator" role="status">
          <span className="page-loader__dot" />
          <span className="page-loader__dot" />
          <span className="page-loader__dot" />
          <span className="page-loader__label">{t('sfpdocs.loading.page')}</span>
        </div>
      )}
    </div>
  );
}
