import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { isApiError } from '../lib/api-client.ts';
import { ErrorScreen } from './error-screen.tsx';

function referenceOf(error: unknown): string | undefined {
  return isApiError(error) ? error.requestId : undefined;
}

/** Route `ErrorBoundary`: a rendering or loading error inside the router. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <ErrorScreen reference={referenceOf(error)} />;
}

type TAppErrorBoundaryState = { error: unknown; hasError: boolean };

/** Top-level boundary around everything, for errors outside the router (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, TAppErrorBoundaryState> {
  override state: TAppErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): TAppErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Application error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasError) return <ErrorScreen reference={referenceOf(this.state.error)} />;
    return this.props.children;
  }
}
