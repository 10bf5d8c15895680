import type { Category, MenuData, Product } from '@carte/api-client'
import { defaultImages, productImage, productListing } from '@carte/api-client'
import {
  formatPrice,
  hasProductChoices,
  isAlreadyAdded,
  isMaximumInCart,
  isOutOfStock,
  isPriceOrderable,
  listedAltPrice,
  listedPrice,
} from '@carte/pricing'
import { ProductCard, ProductRow } from '@carte/ui'
import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useAfterAdd } from '../hooks/useAfterAdd'
import { useCart } from '../hooks/useCart'
import type { VenueNow } from '../hooks/useVenueStatus'

// Only a format-4 row of a product with choices opens it: it stays out of the list's download.
const ProductChoicesDialog = lazy(() =>
  import('./ProductChoicesDialog').then((module) => ({ default: module.ProductChoicesDialog })),
)

/** Products whose images load at once: about a phone's first screen of cards or rows. */
const EAGER_PRODUCTS = 6

/** Where {@link oncePer} keeps what it worked out: a Map for amounts, a WeakMap for products. */
interface Kept<K, V> {
  has(key: K): boolean
  get(key: K): V | undefined
  set(key: K, value: V): unknown
}

/**
 * Works `work` out once per key: a list repeats the same few amounts, and the menu's products
 * are the same objects while it is.
 */
function oncePer<K, V>(work: (key: K) => V, kept: Kept<K, V>): (key: K) => V {
  return (key) => {
    if (kept.has(key)) return kept.get(key) as V
    const value = work(key)
    kept.set(key, value)
    return value
  }
}

/** Props of {@link ProductList}. */
export interface ProductListProps {
  readonly menu: MenuData
  readonly lang: string
  readonly venue: VenueNow
  readonly products: readonly Product[]
  /** 1 card grid with image, 2 card grid without, 3 list with image, 4 list without + add button. */
  readonly viewFormat: number | null | undefined
  /**
   * The category the list belongs to (its disable_link and hours apply to every product); without
   * it each product's own category applies (home with home_display_all_categories, search).
   */
  readonly category?: Category | undefined
  /** Query string the product links carry (e.g. '?from=search'). */
  readonly linkSearch?: string
  /**
   * New rows request their images after the frame that shows their text: for a list that changes
   * with every key (the search), so a key's frame holds no image work.
   */
  readonly imagesAfterPaint?: boolean
}

/**
 * Products in one of the four view formats with @carte/ui's ProductCard / ProductRow
 * (spec: menu-browsing §2 Category page view_format, product link rules, row add-to-cart rules).
 * Memoised: a screen re-rendering for something else (the search box's every key) does not
 * render the rows again while its products are the same.
 * @param props - {@link ProductListProps}
 * @returns the product grid or list.
 */
export const ProductList = memo(function ProductList({
  menu,
  lang,
  venue,
  products,
  viewFormat,
  category,
  linkSearch = '',
  imagesAfterPaint = false,
}: ProductListProps) {
  const format = viewFormat === 2 || viewFormat === 3 || viewFormat === 4 ? viewFormat : 1
  const fallback = defaultImages(menu).product
  const { cart, posBusy, add } = useCart()
  // A row is on the list already: 'back' stays there (see afterAddTarget).
  const afterAdd = useAfterAdd('list')
  // The product whose 'Select Variations' dialog is open, and the row button to return focus to.
  const [choosing, setChoosing] = useState<Product | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => {
    // After the dialog has unmounted (its focus trap would take focus back while it is mounted).
    if (choosing === null && opener.current) {
      opener.current.focus()
      opener.current = null
    }
  }, [choosing])
  // One formatted text per distinct amount for this menu and language, and one listed price per
  // product: the search lists new rows on every key, and formatting (locale lookup, decimal
  // rounding) was most of a row's cost, then the discount and tax arithmetic of every row shown.
  const { priceText, altText, priceOrderable, listedOf } = useMemo(() => {
    const money = { ...menu, language: lang }
    return {
      priceText: oncePer((amount: string) => formatPrice(amount, money), new Map()),
      altText: oncePer((amount: string) => listedAltPrice(amount, menu, lang), new Map()),
      priceOrderable: (price: string) => isPriceOrderable(price, menu),
      listedOf: oncePer(
        (product: Product) => ({
          // With tax when display_prices_with_tax is on (spec: §9 Price with tax).
          current: listedPrice(product, menu),
          original: listedPrice({ price: product.price }, menu),
        }),
        new WeakMap(),
      ),
    }
  }, [menu, lang])
  return (
    <>
      <ul
        className="carte-app-products"
        data-format={format}
        data-layout={format <= 2 ? 'grid' : 'list'}
        data-testid="product-list"
      >
        {products.map((product, index) => {
          const { current, original } = listedOf(product)
          const listing = productListing(product, {
            menu,
            category,
            format,
            venueOpen: venue.open,
            isShown: venue.isShown,
            isPriceOrderable: priceOrderable,
            isOutOfStock,
          })
          const presentation = {
            id: product.id,
            name: product.name,
            href: `/${lang}/product/${product.id}${linkSearch}`,
            externalHref: product.external_link,
            linkDisabled: listing.linkDisabled,
            image: productImage(product),
            fallbackImage: fallback,
            price: priceText(current),
            altPrice: altText(current),
            originalPrice: current === original ? null : priceText(original),
            description: product.small_description,
            outOfStock: listing.outOfStock,
            hiddenTitle: product.hidden_title,
            hiddenImage: product.hidden_image,
            fullwidth: product.fullwidth,
            cardShadow: product.card_shadow,
            imageLoading: index < EAGER_PRODUCTS ? ('eager' as const) : ('lazy' as const),
            imageAfterPaint: imagesAfterPaint,
          }
          return (
            <li
              key={product.id}
              className="carte-app-product"
              data-testid={`product-${product.id}`}
            >
              {format === 1 || format === 2 ? (
                <ProductCard {...presentation} viewFormat={format} />
              ) : (
                <ProductRow
                  {...presentation}
                  viewFormat={format}
                  showAddToCart={listing.addShown}
                  onAddToCart={() => {
                    // A product with variations or combo groups is never added without its choices.
                    if (hasProductChoices(menu, product)) {
                      opener.current =
                        document.activeElement instanceof HTMLElement
                          ? document.activeElement
                          : null
                      setChoosing(product)
                    } else if (add(product)) afterAdd()
                  }}
                  addDisabled={posBusy}
                  // Carted already, or as much as can be ordered (one stock for its lines).
                  alreadyInCart={
                    isAlreadyAdded(cart, product.id, menu) || isMaximumInCart(cart, product)
                  }
                />
              )}
            </li>
          )
        })}
      </ul>
      {choosing ? (
        <Suspense fallback={null}>
          <ProductChoicesDialog
            key={choosing.id}
            product={choosing}
            onClose={() => setChoosing(null)}
          />
        </Suspense>
      ) : null}
    </>
  )
})
