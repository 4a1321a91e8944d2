import { Component, type ReactNode } from 'react';
import { reportClientError } from '../../app/report-client-error.js';

interface State {
  readonly error?: Error;
}

/**
 * The editor's render-error box (spec authoring §8): a generic message, the error text
 * behind 'Show error message', and a report to the server.
 */
export class EditorErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    reportClientError(error, 'editor');
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="error-box" role="alert">
        <p>Something went wrong. Please refresh the page and try again.</p>
        <details>
          <summary>Show error message</summary>
          <pre>{error.message}</pre>
        </details>
      </div>
    );
  }
}
