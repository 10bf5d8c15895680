import {
  GlobeIcon,
  HeaderBase,
  type HeaderProps,
  type LanguageMenuProps,
  showsLanguageMenu,
  UI_TEXT,
  useT,
} from '@carte/ui'
import { type ComponentType, useState } from 'react'

let loadingMenu: Promise<ComponentType<LanguageMenuProps>> | null = null
const loadLanguageMenu = () => {
  loadingMenu ??= import('./LanguageMenuChunk').then((module) => module.LanguageMenu)
  return loadingMenu
}

/**
 * The header's language button: a plain button that looks like the menu's trigger until it is
 * first pressed (or hovered / focused, which starts the download), then @carte/ui's LanguageMenu
 * (radix DropdownMenu, ~20 KB) opened in its place. The first screen needs none of that code.
 * spec: menu-browsing §2 Header bar (language menu)
 */
function LanguageButton(props: LanguageMenuProps) {
  const t = useT()
  const [Menu, setMenu] = useState<ComponentType<LanguageMenuProps> | null>(null)
  const [opening, setOpening] = useState(false)
  if (Menu) return <Menu {...props} defaultOpen={opening} />
  const open = (openIt: boolean) => {
    if (openIt) setOpening(true)
    void loadLanguageMenu().then((loaded) => setMenu(() => loaded))
  }
  return (
    <button
      type="button"
      className="carte-icon-button"
      aria-label={t(...UI_TEXT.language)}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="language-button"
      onClick={() => open(true)}
      onPointerEnter={() => void loadLanguageMenu()}
      onFocus={() => void loadLanguageMenu()}
    >
      <GlobeIcon />
    </button>
  )
}

/**
 * @carte/ui's header bar in a module of its own, loaded beside the first screen; its language
 * menu loads on first use.
 * @param props - the Header's props.
 * @returns the header bar.
 */
export function HeaderBar({
  languages,
  language,
  onLanguageChange,
  languageMenuEnabled,
  ...rest
}: HeaderProps) {
  const show = showsLanguageMenu({ languages, language, onLanguageChange, languageMenuEnabled })
  return (
    <HeaderBase
      {...rest}
      languageMenu={
        show && languages && language !== undefined && onLanguageChange ? (
          <LanguageButton languages={languages} value={language} onValueChange={onLanguageChange} />
        ) : null
      }
    />
  )
}
