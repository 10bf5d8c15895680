import { useScreenTitle } from '../hooks/useScreenTitle'

/**
 * Stands in for the ordering screens until their issues land (spec: ordering-payment §2).
 * @param props - the screen's title.
 * @returns a placeholder main region.
 */
export function PlaceholderScreen({ title }: { title: string }) {
  useScreenTitle(title)
  return (
    <main className="carte-app-screen" data-testid="placeholder-screen">
      <h1>{title}</h1>
    </main>
  )
}
