import type { CSSProperties, ReactNode } from 'react'
import { type ImageSource, ImageWithFallback } from '../images/ImageWithFallback'
import { AppLink } from '../links/LinkProvider'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'
import type { Id } from '../variations/variationSelection'
import { AddToCartButton } from './AddToCartButton'
import { DISCOUNTED_PRICE_WORDS } from './discountedPriceWords'
import { Price } from './Price'

/** What every product presentation takes. spec: menu-browsing §2 Category page, §3 Product */
export interface ProductPresentation {
  readonly id: Id
  readonly name: string
  /** `/{lang}/product/{id}`. */
  readonly href?: string | undefined
  /** external_link: opens in a new tab instead. */
  readonly externalHref?: string | null | undefined
  /** disable_link of the product or its category: rendered as a non-link. */
  readonly linkDisabled?: boolean | undefined
  readonly image?: ImageSource | null | undefined
  /** default_product_image. */
  readonly fallbackImage?: ImageSource | null | undefined
  /** The price to show, already formatted (with tax/discount as the venue displays it). */
  readonly price?: string | null | undefined
  /**
   * The price in the venue's alternative currency, formatted with its own symbol and decimals;
   * shown beside the price (menu-browsing §9 alternative currency price).
   */
  readonly altPrice?: string | null | undefined
  /**
   * The price before discount, formatted; shown struck through, and read as 'Was …' before
   * 'Now …' (the price) by screen readers.
   */
  readonly originalPrice?: string | null | undefined
  /** small_description as plain text. */
  readonly description?: string | null | undefined
  /** Shows 'Out of Stock' and disables the link. */
  readonly outOfStock?: boolean | undefined
  readonly hiddenTitle?: boolean | undefined
  readonly hiddenImage?: boolean | undefined
  /** 95 % width instead of the card's 45 %. */
  readonly fullwidth?: boolean | undefined
  readonly cardShadow?: boolean | undefined
  /** 'eager' for the first visible cards. */
  readonly imageLoading?: 'lazy' | 'eager' | undefined
  /** The image's source is set after the row's first frame (see ImageWithFallback `afterPaint`). */
  readonly imageAfterPaint?: boolean | undefined
  /** Extra content (property icons, badges). */
  readonly children?: ReactNode
}

/** Props of {@link ProductCard}. */
export interface ProductCardProps extends ProductPresentation {
  /** 1 = card grid with image, 2 = card grid without image. */
  readonly viewFormat: 1 | 2
}

/** Props of {@link ProductRow}. */
export interface ProductRowProps extends ProductPresentation {
  /** 3 = list with image, 4 = list without image with an add-to-cart button. */
  readonly viewFormat: 3 | 4
  /**
   * Format 4 only: show the add button (ordering enabled, menu open, category hours active,
   * price above 0 or zero-price items enabled).
   */
  readonly showAddToCart?: boolean
  readonly onAddToCart?: () => void
  readonly alreadyInCart?: boolean
  readonly addPending?: boolean
  /** Disables the add button for another reason (a common POS order is active on the table). */
  readonly addDisabled?: boolean
}

function Body({ p, showImage }: { readonly p: ProductPresentation; readonly showImage: boolean }) {
  const t = useT()
  return (
    <>
      {showImage ? (
        <ImageWithFallback
          className="carte-product__image"
          image={p.image ?? null}
          fallback={p.fallbackImage ?? null}
          alt=""
          loading={p.imageLoading ?? 'lazy'}
          afterPaint={p.imageAfterPaint ?? false}
        />
      ) : null}
      <span className="carte-product__text">
        <span className={p.hiddenTitle ? 'carte-visually-hidden' : 'carte-product__name'}>
          {p.name}
        </span>
        {p.description ? <span className="carte-product__description">{p.description}</span> : null}
        <span className="carte-product__prices">
          {p.originalPrice ? (
            // <del> says nothing in the link's name (WCAG 1.3.1): hidden words tell the amounts apart.
            <>
              <span className="carte-visually-hidden">{t(...DISCOUNTED_PRICE_WORDS.was)}</span>{' '}
              <Price as="del" className="carte-product__original">
                {p.originalPrice}
              </Price>
            </>
          ) : null}
          {p.price ? (
            <>
              {p.originalPrice ? (
                <>
                  {' '}
                  <span className="carte-visually-hidden">
                    {t(...DISCOUNTED_PRICE_WORDS.now)}
                  </span>{' '}
                </>
              ) : null}
              <Price className="carte-product__price">{p.price}</Price>
            </>
          ) : null}
          {p.altPrice ? (
            // The space keeps the two amounts apart in the link's accessible name (flex drops it).
            <>
              {' '}
              <Price className="carte-product__alt-price">{p.altPrice}</Price>
            </>
          ) : null}
        </span>
        {p.outOfStock ? (
          <span className="carte-badge" data-tone="danger">
            {t(...UI_TEXT.outOfStock)}
          </span>
        ) : null}
      </span>
      {p.children}
    </>
  )
}

function Linked({
  p,
  forceDisabled,
  className,
  children,
}: {
  readonly p: ProductPresentation
  readonly forceDisabled: boolean
  readonly className: string
  readonly children: ReactNode
}) {
  const disabled = forceDisabled || Boolean(p.linkDisabled) || Boolean(p.outOfStock)
  if (!disabled && p.externalHref) {
    return (
      <AppLink href={p.externalHref} external className={className}>
        {children}
      </AppLink>
    )
  }
  if (!disabled && p.href) {
    return (
      <AppLink href={p.href} className={className}>
        {children}
      </AppLink>
    )
  }
  return <div className={className}>{children}</div>
}

function stateOf(p: ProductPresentation): string {
  return p.outOfStock ? 'out-of-stock' : 'available'
}

/**
 * A product in a card grid (view formats 1 and 2) with the display options hidden_title,
 * hidden_image, fullwidth (95 %) and card_shadow; cards are 45 % wide. Disabled and out-of-stock
 * products render as non-links; external links open in a new tab.
 * spec: menu-browsing §2 Category page (view_format, display options, disabled links), §9 widths
 * @param props - {@link ProductCardProps}
 * @returns the card
 */
export function ProductCard(props: ProductCardProps) {
  const showImage = props.viewFormat === 1 && !props.hiddenImage
  const style = props.fullwidth
    ? ({ '--carte-item-width': 'var(--carte-fullwidth)' } as CSSProperties)
    : undefined
  return (
    <article
      className="carte-product-card"
      data-view-format={props.viewFormat}
      data-state={stateOf(props)}
      data-fullwidth={props.fullwidth ? '' : undefined}
      data-shadow={props.cardShadow ? '' : undefined}
      style={style}
    >
      <Linked p={props} forceDisabled={false} className="carte-product__link">
        <Body p={props} showImage={showImage} />
      </Linked>
    </article>
  )
}

/**
 * A product in a list (view formats 3 and 4). Format 4 has no image, its link is always disabled,
 * and it carries an add-to-cart button when `showAddToCart`.
 * spec: menu-browsing §2 Category page ("4 = list without image, with an add-to-cart button";
 * "A product link is disabled ... in view format 4")
 * @param props - {@link ProductRowProps}
 * @returns the row
 */
export function ProductRow(props: ProductRowProps) {
  const showImage = props.viewFormat === 3 && !props.hiddenImage
  return (
    <article
      className="carte-product-row"
      data-view-format={props.viewFormat}
      data-state={stateOf(props)}
      data-fullwidth={props.fullwidth ? '' : undefined}
      data-shadow={props.cardShadow ? '' : undefined}
    >
      <Linked p={props} forceDisabled={props.viewFormat === 4} className="carte-product__link">
        <Body p={props} showImage={showImage} />
      </Linked>
      {props.viewFormat === 4 && props.showAddToCart ? (
        <AddToCartButton
          className="carte-product-row__add"
          outOfStock={props.outOfStock ?? false}
          alreadyInCart={props.alreadyInCart ?? false}
          pending={props.addPending ?? false}
          disabled={props.addDisabled ?? false}
          itemName={props.name}
          {...(props.onAddToCart ? { onClick: props.onAddToCart } : {})}
        />
      ) : null}
    </article>
  )
}
