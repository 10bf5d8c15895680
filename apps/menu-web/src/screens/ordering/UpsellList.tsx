import { defaultImages, productImage, upsellProducts } from '@carte/api-client'
import { formatPrice, isInCart, isOutOfStock, upsellPrice } from '@carte/pricing'
import { ProductCard, useT } from '@carte/ui'
import { useCart } from '../../hooks/useCart'
import { useMenu, useVenue } from '../../hooks/useMenu'
import { useVenueStatus } from '../../hooks/useVenueStatus'

/**
 * Upsell suggestions (api-client upsellProducts: upsell_cart, shown now, in stock by pricing's
 * isOutOfStock, linkable, not already carted without same-item adding);
 * cards 33 % wide linking to /{lang}/product/{id}; price by pricing's upsellPrice.
 * spec: ordering-payment §2 Cart screen (upsell), §5 Upsell price; menu-browsing §9 widths
 * @returns the upsell list, or nothing when no product qualifies.
 */
export function UpsellList() {
  const t = useT()
  const menu = useMenu()
  const { lang } = useVenue()
  const venue = useVenueStatus()
  const money = { ...menu, language: lang }
  const fallback = defaultImages(menu).product
  const { cart } = useCart()
  const products = upsellProducts(menu, venue.isShown, {
    isCarted: (id) => isInCart(cart, id),
    isOutOfStock,
  })
  if (products.length === 0) return null
  const heading = t('ui_str_upsell', 'You may also like')
  return (
    <section className="carte-app-cart__upsell" aria-label={heading} data-testid="upsell">
      <h2 className="carte-app-cart__subtitle">{heading}</h2>
      <ul className="carte-app-cart__upsell-list">
        {products.map((product) => (
          <li
            key={product.id}
            className="carte-app-cart__upsell-item"
            data-testid={`upsell-${product.id}`}
          >
            <ProductCard
              viewFormat={1}
              id={product.id}
              name={product.name}
              href={`/${lang}/product/${product.id}`}
              image={productImage(product)}
              fallbackImage={fallback}
              price={formatPrice(upsellPrice(product, menu), money)}
              imageLoading="lazy"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
