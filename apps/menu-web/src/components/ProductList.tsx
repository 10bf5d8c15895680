import type { Category, MenuData, Product } from '@carte/api-client'
import { discountedPrice, formatPrice, isInCart, isPriceOrderable } from '@carte/pricing'
import { AddToCartButton, AppLink, ImageWithFallback, useT } from '@carte/ui'
import { useCart } from '../hooks/useCart'
import type { VenueNow } from '../hooks/useVenueStatus'
import { defaultImages, productImage } from '../lib/images'

/** Props of {@link ProductList}. */
export interface ProductListProps {
  readonly menu: MenuData
  readonly lang: string
  readonly venue: VenueNow
  readonly products: readonly Product[]
  /** 1 card grid with image, 2 card grid without, 3 list with image, 4 list without + add button. */
  readonly viewFormat: number | null | undefined
  /** The category the list belongs to (its disable_link and hours apply to every product). */
  readonly category?: Category
}

/**
 * Products in one of the four view formats (spec: menu-browsing §2 Category page view_format,
 * product link rules, row add-to-cart rules).
 * @param props - {@link ProductListProps}
 * @returns the product grid or list.
 */
export function ProductList({
  menu,
  lang,
  venue,
  products,
  viewFormat,
  category,
}: ProductListProps) {
  const format = viewFormat && viewFormat >= 1 && viewFormat <= 4 ? viewFormat : 1
  const withImage = format === 1 || format === 3
  const fallback = defaultImages(menu).product
  const t = useT()
  const { cart, add } = useCart()
  const money = { ...menu, language: lang }
  const categoryOpen = category ? venue.isShown(category.category_hours) : true
  return (
    <ul
      className="carte-app-products"
      data-format={format}
      data-layout={format <= 2 ? 'grid' : 'list'}
      data-testid="product-list"
    >
      {products.map((product, index) => {
        const price = discountedPrice(product.price, product.discount)
        const linkDisabled =
          product.disable_link || category?.disable_link || product.out_of_stock || format === 4
        const canAdd =
          format === 4 &&
          menu.enable_order &&
          venue.open &&
          categoryOpen &&
          isPriceOrderable(product.price, menu)
        return (
          <li
            key={product.id}
            className="carte-app-product"
            data-fullwidth={product.fullwidth || undefined}
            data-shadow={product.card_shadow || undefined}
            data-testid={`product-${product.id}`}
          >
            <AppLink
              href={product.external_link || `/${lang}/product/${product.id}`}
              external={Boolean(product.external_link)}
              disabled={Boolean(linkDisabled)}
              className="carte-app-product__link"
            >
              {withImage && !product.hidden_image ? (
                <ImageWithFallback
                  image={productImage(product)}
                  fallback={fallback}
                  alt=""
                  loading={index < 4 ? 'eager' : 'lazy'}
                  className="carte-app-product__image"
                />
              ) : null}
              <span className="carte-app-product__body">
                {product.hidden_title ? null : (
                  <span className="carte-app-product__name">{product.name}</span>
                )}
                {product.small_description ? (
                  <span className="carte-app-product__description">
                    {product.small_description}
                  </span>
                ) : null}
                <span className="carte-app-product__price">
                  {price !== discountedPrice(product.price, '0') ? (
                    <s>{formatPrice(discountedPrice(product.price, '0'), money)}</s>
                  ) : null}{' '}
                  {formatPrice(price, money)}
                </span>
                {product.out_of_stock ? (
                  <span className="carte-app-product__stock">
                    {t('ui_str_out_of_stock', 'Out of Stock')}
                  </span>
                ) : null}
              </span>
            </AppLink>
            {canAdd ? (
              <AddToCartButton
                onClick={() => add(product)}
                outOfStock={product.out_of_stock}
                alreadyInCart={!menu.enable_adding_same_item_cart && isInCart(cart, product.id)}
                aria-label={`${t('ui_str_add_to_cart', 'Add To Cart')}: ${product.name}`}
              />
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
