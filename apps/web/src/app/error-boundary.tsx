import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../lib/api-client.ts';
import { ErrorScreen } from './error-screen.tsx';

type TErrorBoundaryProps = {
  children: ReactNode;
  /** How the console names what failed. */
  label: string;
  /** A new value clears a shown error (the route boundary's location: going elsewhere leaves the error behind). */
  resetKey?: unknown;
};

type TErrorBoundaryState = {
  error: unknown;
  hasError: boolean;
  /** The `resetKey` the error was caught under (recorded on the render that shows it). */
  failedAt: { resetKey: unknown } | null;
};

/** The 'Something went wrong' screen in place of its children when they throw while rendering or loading. */
class ErrorBoundary extends Component<TErrorBoundaryProps, TErrorBoundaryState> {
  override state: TErrorBoundaryState = { error: null, hasError: false, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<TErrorBoundaryState> {
    return { error, hasError: true, failedAt: null };
  }

  // Runs after getDerivedStateFromError on the render that shows the error, so a page failing on the navigation
  // that opened it keeps its error; a later navigation clears it.
  static getDerivedStateFromProps(
    props: TErrorBoundaryProps,
    state: TErrorBoundaryState,
  ): Partial<TErrorBoundaryState> | null {
    if (!state.hasError) return null;
    if (!state.failedAt) return { failedAt: { resetKey: props.resetKey } };
    return state.failedAt.resetKey === props.resetKey ? null : { error: null, hasError: false, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(this.props.label, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    const { error } = this.state;
    return <ErrorScreen reference={isApiError(error) ? error.requestId : undefined} />;
  }
}

/** Around the routes: a rendering or loading error of a page, cleared by the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary label="Route error" resetKey={useLocation()}>
      {children}
    </ErrorBoundary>
  );
}

/** Top-level boundary around everything, for errors outside the router (providers, the router itself). */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary label="Application error">{children}</ErrorBoundary>;
}
