/**
 * A path no screen answers (an unknown screen under a language prefix).
 * @returns the not-found screen with a way back home.
 */
export function NotFoundScreen() {
  return (
    <main className="carte-app-state" data-testid="not-found">
      <h1>Page not found</h1>
      <p>
        <a href="/">Back to the menu</a>
      </p>
    </main>
  )
}
