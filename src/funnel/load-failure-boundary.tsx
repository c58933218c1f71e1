import { Component, type ReactNode } from 'react';

interface LoadFailureBoundaryProps {
  /** What shows in the part's place once it failed; `reset` renders the part again (after its code is back). */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Keeps a part whose code comes in a chunk of its own from taking the page down when that chunk cannot load (a
 * phone that lost its signal): without a boundary React unmounts the whole page, header and call button included,
 * and leaves it white. Only the part is replaced; the funnel around it, and its answers, stay.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
