import { Component, type ReactNode } from 'react';

interface Props {
  /** Named in the log. */
  name: string;
  /** Shown instead of the failed part; nothing by default. */
  fallback?: ReactNode;
  /** Told after the failure was logged (e.g. to close a dialog that failed). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Contains the failure of a part of the page (a lazily loaded chunk that vanished after a deploy,
 * a view that throws): the part is replaced by its fallback and the rest keeps working.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error(`[${this.props.name}] failed to render`, error);
    this.props.onError?.(error);
  }

  render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
