import { Component, type ErrorInfo, type ReactNode } from 'react';
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
    // Reported to the server, which forwards it to the error reporter; never throws.
    try {
      void fetch('/api/client-errors', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: error.message, stack: `${error.stack ?? ''}\n${info.componentStack ?? ''}`, path: window.location.pathname }),
        keepalive: true,
      }).catch(() => undefined);
    } catch {
      // Reporting must not break the error screen.
    }
  }

  render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
