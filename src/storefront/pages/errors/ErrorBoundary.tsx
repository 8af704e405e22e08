import { Component, type ErrorInfo, type ReactNode } from 'react';

export type ErrorBoundaryProps = { fallback: ReactNode; children: ReactNode };

/** Catches a render error below it and shows the fallback instead. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('error page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
