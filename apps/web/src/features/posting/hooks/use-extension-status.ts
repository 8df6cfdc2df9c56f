import { useCallback, useEffect, useState } from 'react';
import { isExtensionBrowser } from '../extension/browser-support.ts';
import { detectExtension } from '../extension/extension-bridge.ts';

export type TExtensionStatus =
  | { state: 'checking' }
  | { state: 'unsupported' }
  | { state: 'missing' }
  | { state: 'connected'; version: string };

/** Whether the browser can run the extension and whether it answers the page's hello; `recheck` asks again. */
export function useExtensionStatus() {
  const [status, setStatus] = useState<TExtensionStatus>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Read only to ask again when the user presses "Check again".
    void attempt;
    if (!isExtensionBrowser(navigator as Navigator & Parameters<typeof isExtensionBrowser>[0])) {
      setStatus({ state: 'unsupported' });
      return;
    }
    let cancelled = false;
    setStatus({ state: 'checking' });
    detectExtension(window).then((found) => {
      if (!cancelled) setStatus(found ? { state: 'connected', version: found.version } : { state: 'missing' });
    });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const recheck = useCallback(() => setAttempt((value) => value + 1), []);
  return { status, recheck };
}
