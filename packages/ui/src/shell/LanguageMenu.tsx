import { DropdownMenu } from 'radix-ui'
import { useDirection } from '../direction/DirectionProvider'
import { CheckIcon, GlobeIcon } from '../icons'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'
import { usePortalContainer } from '../theme/ThemeProvider'

/** A language of the venue. spec: menu-browsing §3 Language (code, name_local) */
export interface LanguageOption {
  readonly code: string
  /** name_local, e.g. 'العربية'. */
  readonly name: string
}

/** Props of {@link LanguageMenu}. */
export interface LanguageMenuProps {
  readonly languages: readonly LanguageOption[]
  /** The selected language code. */
  readonly value: string
  /** A language was chosen (the app swaps the path's language segment and reloads the menu). */
  readonly onValueChange: (code: string) => void
  /** 'icon': a globe button (header); 'full': the current language's name (drawer). */
  readonly variant?: 'icon' | 'full'
  /** Opens on mount (an app that loads the menu on the first press shows it open at once). */
  readonly defaultOpen?: boolean
  readonly className?: string
}

/**
 * The language dropdown (radix DropdownMenu with a radio group): each language in its own name,
 * marked with its `lang`; renders nothing with fewer than two languages.
 * spec: menu-browsing §2 Header bar / Drawer (language menu only when more than one language)
 * @param props - {@link LanguageMenuProps}
 * @returns the menu, or nothing
 */
export function LanguageMenu({
  languages,
  value,
  onValueChange,
  variant = 'icon',
  defaultOpen = false,
  className,
}: LanguageMenuProps) {
  const t = useT()
  const dir = useDirection()
  const container = usePortalContainer()
  if (languages.length < 2) return null
  const current = languages.find((l) => l.code === value)
  const label = t(...UI_TEXT.language)
  return (
    <DropdownMenu.Root dir={dir} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={`${variant === 'icon' ? 'carte-icon-button' : 'carte-language-trigger'}${className ? ` ${className}` : ''}`}
        aria-label={variant === 'icon' ? label : `${label}: ${current?.name ?? value}`}
      >
        <GlobeIcon />
        {variant === 'full' ? (
          <>
            <span lang={value}>{current?.name ?? value}</span>
            {/* A downward chevron: the button opens a list (decorative; here, not in the shared
                icons, which load with the first screen). */}
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
              className="carte-icon carte-language-trigger__chevron"
            >
              <path d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
            </svg>
          </>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content className="carte-menu" sideOffset={4} align="end" aria-label={label}>
          <DropdownMenu.RadioGroup value={value} onValueChange={onValueChange}>
            {languages.map((l) => (
              <DropdownMenu.RadioItem
                key={l.code}
                value={l.code}
                className="carte-menu__item"
                lang={l.code}
              >
                <DropdownMenu.ItemIndicator className="carte-menu__indicator">
                  <CheckIcon />
                </DropdownMenu.ItemIndicator>
                {l.name}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
