import { Component, type ReactNode } from 'react';
import { reportClientError } from './report-client-error.js';

interface State {
  readonly error?: Error;
}

/**
 * The render-error box (authoring §8, delivery §2): a generic message, the error text
 * behind 'Show error message', and a report to the server naming `where` it happened. Only
 * the part of the screen inside it is replaced: the rest keeps working.
 */
export class ErrorBoxBoundary extends Component<{ children: ReactNode; where: string }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    reportClientError(error, this.props.where);
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
