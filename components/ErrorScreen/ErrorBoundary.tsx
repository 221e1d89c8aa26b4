import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportBrowserError } from '@/lib/platform/errors/browser';
import { ErrorScreen } from './ErrorScreen';

interface State {
  failed: boolean;
}

/** Shows the generic error screen instead of a blank page when rendering fails. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[ui] render failed', error, info.componentStack);
    reportBrowserError(error.message, { stack: `${error.stack ?? ''}\n${info.componentStack ?? ''}` });
  }

  render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
