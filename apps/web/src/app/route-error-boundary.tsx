import { Component, createContext, useContext, type ReactNode } from 'react';
import { useLocation } from '@/lib/router';

const CaughtErrorContext = createContext<unknown>(undefined);

/** The error that the nearest RouteErrorBoundary caught, for its fallback to log. */
export function useCaughtError(): unknown {
  return useContext(CaughtErrorContext);
}

type BoundaryProps = { fallback: ReactNode; pathname: string; children: ReactNode };
type BoundaryState = { caught: boolean; error: unknown; pathname: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: false, error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // another page starts without the last page's error, as a data router's errorElement did
    return props.pathname === state.pathname
      ? null
      : { caught: false, error: undefined, pathname: props.pathname };
  }

  override render() {
    if (!this.state.caught) return this.props.children;
    return <CaughtErrorContext value={this.state.error}>{this.props.fallback}</CaughtErrorContext>;
  }
}

/** A route's error screen: shown instead of the route's element when it (or a page below it) throws. */
export function RouteErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary fallback={fallback} pathname={pathname}>
      {children}
    </Boundary>
  );
}
