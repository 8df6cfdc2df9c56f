import { useLayoutEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'rentwell-scroll-positions';

type TScrollPositions = Record<string, number>;

function readSavedPositions(): TScrollPositions {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as TScrollPositions;
  } catch {
    return {};
  }
}

function scrollToHash(hash: string): boolean {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  target?.scrollIntoView();
  return target !== null;
}

/**
 * What the data router's `<ScrollRestoration>` did: a new location (a link, a redirect, a change of search
 * parameters) starts at the top, or at its `#hash`; back, forward and a reload put the page back where the user left
 * it (positions by history entry, kept in sessionStorage when the page is left).
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const [positions] = useState(readSavedPositions);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const leave = () => {
      window.history.scrollRestoration = 'auto';
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.history.scrollRestoration = 'auto';
    };
  }, [positions]);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions[key] : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (!scrollToHash(hash)) window.scrollTo(0, 0);
    const record = () => {
      positions[key] = window.scrollY;
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [key, hash, navigationType, positions]);
}
