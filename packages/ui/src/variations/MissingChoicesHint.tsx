import { useFormatList } from '../numbers/useFormatList'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'

/**
 * 'Choose: Size and Doneness' (the names joined as the language lists them) under a button that waits for those choices; the button points its
 * aria-describedby at `id`. The one rendering of that text (the product page's add button and the
 * 'Select Variations' dialog).
 * spec: menu-browsing §4 Variation dialog, §5 Variations; WCAG 3.3.2
 */
export function MissingChoicesHint({
  id,
  missing,
  className,
}: {
  readonly id: string
  readonly missing: readonly string[]
  readonly className: string
}) {
  const t = useT()
  const formatList = useFormatList()
  return (
    <p id={id} className={className}>
      {t(...UI_TEXT.chooseMissing, { groups: formatList(missing) })}
    </p>
  )
}
