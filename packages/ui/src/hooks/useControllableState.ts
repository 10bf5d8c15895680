import { useCallback, useRef, useState } from 'react'

/** Props of a controlled/uncontrolled value pair. */
export interface ControllableStateParams<T> {
  readonly value: T | undefined
  readonly defaultValue: T
  readonly onChange: ((value: T) => void) | undefined
}

/**
 * The radix-style value/defaultValue/onValueChange pair: controlled when `value` is given,
 * otherwise the component keeps its own state; `onChange` is called either way.
 * spec: style.md "Controlled/uncontrolled pairs"
 * @param params - {@link ControllableStateParams}
 * @returns the current value and a setter
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateParams<T>): readonly [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue)
  const controlled = value !== undefined
  const current = controlled ? value : inner
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next)
      onChangeRef.current?.(next)
    },
    [controlled],
  )
  return [current, set] as const
}
