/**
 * Runs `callback` in the task after the next frame has been drawn: requestAnimationFrame runs
 * before that frame, and the task it queues runs after it. For work that must not hold the frame
 * that shows a change (an image request, the rows below the fold).
 * spec: issue 5 (≤ 16 ms per keystroke: a key's frame holds only what it shows)
 * @param callback - what to run once the frame is on the screen.
 * @returns a function that cancels it (an effect's cleanup).
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
