import type { LinkRenderProps } from '@carte/ui'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'

/**
 * An anchor that navigates through the router (full reloads only for modified clicks).
 * @param props - what @carte/ui passes to its link renderer.
 * @returns the anchor.
 */
export function RouterAnchor({ href, onClick, children, ...rest }: LinkRenderProps) {
  const router = useRouter()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  )
}

/**
 * The link renderer menu-web gives @carte/ui.
 * @param props - the link props.
 * @returns a router-aware anchor.
 */
export const renderRouterLink = (props: LinkRenderProps) => <RouterAnchor {...props} />
