import { Component, Fragment, type ReactNode } from 'react';
import { isChunkLoadError } from '@/lib/frame/chunk-load-error';
import { RouteErrorPage } from './route-error-page';

type Props = {
  children: ReactNode;
  /** A new value (the next navigation) clears the error, so leaving a broken page works. */
  resetKey: string;
  landmark?: boolean;
};

type State = { error: unknown; failed: boolean; attempt: number };

/**
 * Catches what a route throws while rendering or loading its code and shows the Dutch error page with
 * a retry. Retrying remounts the route; a chunk that failed to load stays failed inside React.lazy, so
 * that case offers a reload instead.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ error: null, failed: false });
  }

  private readonly retry = () => {
    this.setState((state) => ({ error: null, failed: false, attempt: state.attempt + 1 }));
  };

  render() {
    if (this.state.failed) {
      return (
        <RouteErrorPage
          onRetry={this.retry}
          chunkFailed={isChunkLoadError(this.state.error)}
          landmark={this.props.landmark}
        />
      );
    }
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
