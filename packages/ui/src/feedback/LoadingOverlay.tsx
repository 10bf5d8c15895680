import { Loader } from './Loader'

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  /** Accessible text of its spinner ('Loading' by default). */
  readonly label?: string
}

/**
 * A blurred layer over the whole screen, above everything else, with the large spinner: while a
 * step the diner started is under way (an order being sent), nothing under it can be pressed a
 * second time, and the spinner says it is in hand.
 * spec: ordering-payment §9 "Loading overlay blurred, z-index 10000; loader spinner size 50"
 * @param props - {@link LoadingOverlayProps}
 * @returns the overlay
 */
export function LoadingOverlay({ label }: LoadingOverlayProps) {
  return (
    <div className="carte-loading-overlay" data-testid="loading-overlay">
      <Loader size="large" {...(label === undefined ? {} : { label })} />
    </div>
  )
}
