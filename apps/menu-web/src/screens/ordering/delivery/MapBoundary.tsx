import { Component, type ReactNode } from 'react'

/** Props of {@link MapBoundary}. */
export interface MapBoundaryProps {
  /** What shows when the map could not load (its chunk or Leaflet failed). */
  readonly fallback: ReactNode
  readonly children?: ReactNode
}

/**
 * Keeps the rest of the delivery screen (search, card, form) working when the map fails to load:
 * React catches render errors only in a class component with getDerivedStateFromError.
 * spec: architecture "Every screen has its loading, empty and error states"
 */
export class MapBoundary extends Component<MapBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
