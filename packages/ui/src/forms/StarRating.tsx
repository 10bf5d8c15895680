import { RadioGroup } from 'radix-ui'
import { assert, UI_ERROR_MESSAGES } from '../assert'
import { useControllableState } from '../hooks/useControllableState'
import { StarIcon } from '../icons'
import { useFormatCount } from '../numbers/CountFormatProvider'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'

/** Star icon size in px. spec: menu-browsing §9 "Star rating icon size 35" */
export const STAR_SIZE = 35

/** Props of {@link StarRating}. */
export interface StarRatingProps {
  /** Number of stars (the form item's placeholder). */
  readonly max: number
  /** Controlled rating, 0 = not rated. */
  readonly value?: number
  readonly defaultValue?: number
  readonly onValueChange?: (value: number) => void
  readonly id?: string
  readonly 'aria-labelledby'?: string
  /** Describes each star (the focus lands on a star, where a description of the group is not read). */
  readonly 'aria-describedby'?: string
  /** On the group and on each star. */
  readonly 'aria-invalid'?: boolean
  readonly required?: boolean
  readonly disabled?: boolean
}

/**
 * A 1..max star rating as a radio group (arrow keys move, each star named 'n of max stars'),
 * stars 35 px; stars up to the value are filled (`data-state="on"`). Each star carries the
 * invalid state and the description, as the star is what the focus reaches (WCAG 3.3.1).
 * spec: menu-browsing §2 Dynamic form fields (starRating, max from placeholder), §9 size 35
 * @param props - {@link StarRatingProps}
 * @returns the rating control
 */
export function StarRating({
  max,
  value,
  defaultValue = 0,
  onValueChange,
  id,
  required = false,
  disabled = false,
  'aria-describedby': describedBy,
  ...aria
}: StarRatingProps) {
  assert(Number.isInteger(max) && max > 0, UI_ERROR_MESSAGES.starRatingMax)
  const t = useT()
  const formatCount = useFormatCount()
  const [rating, setRating] = useControllableState({ value, defaultValue, onChange: onValueChange })
  const stars = Array.from({ length: max }, (_, i) => i + 1)
  return (
    <RadioGroup.Root
      className="carte-stars"
      orientation="horizontal"
      value={rating > 0 ? String(rating) : ''}
      onValueChange={(v) => setRating(Number(v))}
      required={required}
      disabled={disabled}
      {...(id ? { id } : {})}
      {...aria}
    >
      {stars.map((n) => (
        <RadioGroup.Item
          key={n}
          value={String(n)}
          className="carte-star"
          data-filled={n <= rating ? 'on' : 'off'}
          aria-label={t(...UI_TEXT.starLabel, { value: formatCount(n), max: formatCount(max) })}
          {...(aria['aria-invalid'] === undefined ? {} : { 'aria-invalid': aria['aria-invalid'] })}
          {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        >
          <StarIcon width={STAR_SIZE} height={STAR_SIZE} />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  )
}
