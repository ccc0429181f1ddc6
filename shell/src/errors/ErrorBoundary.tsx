import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
  /** Where the error is reported from, for the console. */
  area: string;
  /** When this value changes while the fallback shows (the user navigated), `onReset` is called. */
  resetKey?: string;
  onReset?: () => void;
}

interface ErrorBoundaryState {
  error: unknown;
}

/** React still needs a class for this; everything else in the shell is a function component. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] ${this.props.area} failed:`, error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) {
      if (this.props.onReset) this.props.onReset();
      else this.setState({ error: null });
    }
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
