import { Component, type ErrorInfo, type ReactNode } from "react";

/** Spec §8: a card section that fails shows its error message instead of breaking the page. */
export class SectionBoundary extends Component<{ children: ReactNode; name: string }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name}]`, error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return (
        <p className="section-error" role="alert">
          {this.state.error.message || "Не удалось показать этот блок"}
        </p>
      );
    }
    return this.props.children;
  }
}
