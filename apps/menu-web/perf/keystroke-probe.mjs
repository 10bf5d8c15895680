// The in-page probe of the search's time per keystroke, shared by `pnpm perf` and
// perf/search-ab.mjs (passed to page.evaluate: it must stay self-contained).

/**
 * Runs in the page: for each typed key, the time from its keydown's timestamp to a task queued
 * from the first animation frame in which the results list shows that key's results, i.e. after
 * React rendered them and that frame was produced. Event Timing entries (processing +
 * presentation, reported from 16 ms, 8 ms granularity) are kept as a cross-check. The readings
 * collect in `window.__carteKeystrokes` (`keystrokes` once `phase` is set to 'type').
 * spec: issue 5 (≤ 16 ms per keystroke)
 */
export function installKeystrokeProbe() {
  const probe = {
    phase: 'baseline',
    baseline: [],
    keystrokes: [],
    interactions: {},
  }
  window.__carteKeystrokes = probe
  let start = 0
  const afterNextFrame = (into) =>
    requestAnimationFrame(() => {
      setTimeout(() => into.push(performance.now() - start), 0)
    })
  document.addEventListener(
    'keydown',
    (event) => {
      start = event.timeStamp
      if (probe.phase === 'baseline') afterNextFrame(probe.baseline)
    },
    { capture: true },
  )
  // From the input event, frames are awaited until the results list shows the typed text
  // (`data-term` is the term the shown results are for, so a screen that rendered its results
  // later than the box would be measured to that later frame; `data-stale` marks older results),
  // then the task after that frame is timed.
  document.addEventListener(
    'input',
    (event) => {
      const typed = event.target instanceof HTMLInputElement ? event.target.value : ''
      const check = () => {
        const results = document.querySelector('[data-testid="search-results"]')
        const done =
          results === null ||
          (results.getAttribute('data-term') === typed && !results.hasAttribute('data-stale'))
        if (done) setTimeout(() => probe.keystrokes.push(performance.now() - start), 0)
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    },
    { capture: true },
  )
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) {
        const key = String(entry.interactionId)
        const seen = probe.interactions[key] ?? { duration: 0, names: [] }
        probe.interactions[key] = {
          duration: Math.max(seen.duration, entry.duration),
          names: [...seen.names, entry.name],
        }
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
}
