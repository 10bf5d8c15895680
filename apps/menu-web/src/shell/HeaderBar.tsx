import { Header, type HeaderProps } from '@carte/ui'

/**
 * @carte/ui's Header in a module of its own, so the shell can load it beside the first screen
 * (its language menu brings radix DropdownMenu, which is too heavy for the first download).
 * @param props - the Header's props.
 * @returns the header bar.
 */
export function HeaderBar(props: HeaderProps) {
  return <Header {...props} />
}
