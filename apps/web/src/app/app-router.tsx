import { createContext, type ReactNode, use, useLayoutEffect, useState, useTransition } from 'react';
import { type Location, type NavigationType, Router, UNSAFE_createBrowserHistory } from 'react-router';

const NavigationPendingContext = createContext(false);

/** True while a navigation is under way: the next page's code is loading and the current page is still shown. */
export function useIsNavigating(): boolean {
  return use(NavigationPendingContext);
}

type THistoryState = { action: NavigationType; location: Location };

/** Starts what a location needs before it can render; null when it has it already. */
export type TPrepareLocation = (pathname: string) => Promise<unknown> | null;

/**
 * `BrowserRouter` that moves to a new location once `prepare` has settled (the matched routes' code and messages),
 * keeping the current page on screen meanwhile with `useIsNavigating` true, as the data router did: the move is a
 * transition that waits for `prepare`.
 */
export function AppRouter({ children, prepare }: { children: ReactNode; prepare: TPrepareLocation }) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<THistoryState>(() => ({ action: history.action, location: history.location }));
  const [isNavigating, startNavigation] = useTransition();
  useLayoutEffect(() => {
    let latest = 0;
    return history.listen(({ action, location }) => {
      const navigation = ++latest;
      // A navigation started after this one has settled wins, whichever's code arrives first.
      const show = () => {
        if (navigation === latest) setState({ action, location });
      };
      const prepared = prepare(location.pathname);
      if (!prepared) return show();
      startNavigation(async () => {
        // A failed load renders too: the route then shows 'Something went wrong'.
        await prepared.catch(() => undefined);
        startNavigation(show);
      });
    });
  }, [history, prepare]);
  return (
    <NavigationPendingContext value={isNavigating}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
