import { createContext, type ReactNode, useContext } from 'react'

/** What a link renderer receives: an in-app path (or URL) plus presentation props. */
export interface LinkRenderProps {
  readonly href: string
  readonly className?: string
  readonly children?: ReactNode
  readonly 'aria-label'?: string
  readonly 'aria-current'?: 'page' | 'location' | boolean
  readonly 'aria-disabled'?: boolean
  readonly onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void
  readonly 'data-state'?: string
}

/** Renders an in-app link; menu-web passes one built on its router's Link. */
export type RenderLink = (props: LinkRenderProps) => ReactNode

/**
 * The default renderer: a plain anchor.
 * @param props - {@link LinkRenderProps}
 * @returns an `<a>` element
 */
export const renderAnchor: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
)

const LinkContext = createContext<RenderLink>(renderAnchor)

/** Props of {@link LinkProvider}. */
export interface LinkProviderProps {
  readonly renderLink: RenderLink
  readonly children?: ReactNode
}

/**
 * Supplies how in-app links are rendered (no routing inside @carte/ui).
 * spec: architecture "@carte/ui ... No fetching, no routing, no globals"
 * @param props - {@link LinkProviderProps}
 * @returns the children within the link context
 */
export function LinkProvider({ renderLink, children }: LinkProviderProps) {
  return <LinkContext.Provider value={renderLink}>{children}</LinkContext.Provider>
}

/** Props of {@link AppLink}. */
export interface AppLinkProps extends LinkRenderProps {
  /** Opens an external URL in a new tab (never through the router). */
  readonly external?: boolean
  /** Renders a non-link element with the same content. spec: menu-browsing §2 disabled links */
  readonly disabled?: boolean
}

/**
 * A link through the provided renderer; external links get target=_blank with rel noopener
 * noreferrer; disabled links render as a plain element.
 * @param props - {@link AppLinkProps}
 * @returns the link element
 */
export function AppLink({ external, disabled, href, children, className, ...rest }: AppLinkProps) {
  const renderLink = useContext(LinkContext)
  if (disabled) {
    return (
      <div className={className} data-disabled="">
        {children}
      </div>
    )
  }
  if (external) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    )
  }
  return renderLink({ href, children, ...(className ? { className } : {}), ...rest })
}
