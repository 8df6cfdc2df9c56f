import { createContext, type ReactNode, use, useLayoutEffect, useState, useTransition } from 'react';
import { type Location, type NavigationType, Router, UNSAFE_createBrowserHistory } from 'react-router';

const NavigationPendingContext = createContext(false);

/** True while a navigation is under way: the next page's code is loading and the current page is still shown. */
export function useIsNavigating(): boolean {
  return use(NavigationPendingContext);
}

type THistoryState = { action: NavigationType; location: Location };

/**
 * `BrowserRouter` with the pending state of its navigations exposed. Every location change renders in a transition,
 * so a page whose code has not loaded yet keeps the current page on screen (React does not replace shown content
 * with a Suspense fallback in a transition) while `useIsNavigating` shows that something is coming.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<THistoryState>(() => ({ action: history.action, location: history.location }));
  const [isNavigating, startTransition] = useTransition();
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  );
  return (
    <NavigationPendingContext value={isNavigating}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
