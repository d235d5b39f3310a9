import { Component, type ReactNode } from 'react';
import { routeErrorStatus } from '../../../lib/route-id';
import { ErrorPage } from '../pages/error-page';

type RouteErrorBoundaryProps = {
  /** the location the pages are shown at: a failure is forgotten once the visitor goes elsewhere */
  resetKey: string;
  children: ReactNode;
};

type RouteErrorBoundaryState = { error: unknown; failedAt: string | null };

/**
 * What the visitor sees when a page throws while rendering: a page that names nothing throws NOT_FOUND
 * (404), any other failure is the generic error page. Going to another address shows that page again.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <ErrorPage status={routeErrorStatus(this.state.error)} />
    );
  }
}
