import { Component, type ReactNode } from 'react';

/** A landing block that fails shows nothing (product-side.md, silent failures); the page and the other blocks stay. */
export class SilentBlockBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
