import type { Product } from '@carte/api-client'
import {
  defaultImages,
  isAddFormShown,
  isProductShown,
  searchProducts,
  shownProducts,
} from '@carte/api-client'
import {
  formatPrice,
  isAlreadyAdded,
  isMaximumInCart,
  isOutOfStock,
  isPriceOrderable,
  listedAltPrice,
  listedPrice,
  quantityBounds,
  quantityInCart,
} from '@carte/pricing'
import {
  AddToCartButton,
  Carousel,
  ClosedNotice,
  ComboPicker,
  DISCOUNTED_PRICE_WORDS,
  Price,
  QuantityInput,
  UI_TEXT,
  useT,
  VariationGroups,
} from '@carte/ui'
import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useId, useMemo, useRef } from 'react'
import { VenueHtml } from '../components/VenueHtml'
import { useAfterAdd } from '../hooks/useAfterAdd'
import { useCart } from '../hooks/useCart'
import { useMenu, useVenue } from '../hooks/useMenu'
import { usePageView } from '../hooks/usePageView'
import { useProductChoices } from '../hooks/useProductChoices'
import { type ProductDraft, type ProductDrafts, useProductDrafts } from '../hooks/useProductDrafts'
import { useScreenTitle } from '../hooks/useScreenTitle'
import { useVenueStatus } from '../hooks/useVenueStatus'
import { NotFoundScreen, PAGE_NOT_FOUND } from '../shell/NotFoundScreen'
import { searchAtom } from '../state/search'
import { PosBusyNotice } from './ordering/order/PosBusyNotice'
import { ProductMedia } from './ProductMedia'
import { ProductProperties } from './ProductProperties'
import './product.css'

const routeApi = getRouteApi('/$lang/product/$id')

/**
 * /{lang}/product/{id}: a swipeable carousel over the category's products (or the search results
 * when arriving from search), then variations, combos, special instructions, quantity and the
 * add-to-cart action when ordering is possible (spec: menu-browsing §2 Product page).
 * @returns the product screen.
 */
export function ProductScreen() {
  const { id } = routeApi.useParams()
  const menu = useMenu()
  const t = useT()
  const product = menu.products.find((candidate) => String(candidate.id) === id)
  useScreenTitle(product?.name ?? t(...PAGE_NOT_FOUND))
  usePageView('product_page_view', { page_id: id })
  // One draft per product for this visit: moving through the carousel keeps what was entered.
  const drafts = useProductDrafts()
  const venue = useVenueStatus()
  if (!product) return <NotFoundScreen />
  // Products appear only within their own and their category's hours (§4): a link to one outside
  // them (a bookmark, a shared link) says so rather than showing it with no way to order.
  if (!isProductShown(menu, product, venue.isShown)) {
    return (
      <main className="carte-app-screen" data-testid="product-unavailable">
        <h1 className="carte-app-title">{product.name}</h1>
        <p className="carte-app-category-empty" role="status">
          {t('ui_str_product_unavailable', 'This product is not available right now.')}
        </p>
      </main>
    )
  }
  return <ProductContent product={product} drafts={drafts} />
}

function ProductContent({ product, drafts }: { product: Product; drafts: ProductDrafts }) {
  const menu = useMenu()
  const { lang } = useVenue()
  const venue = useVenueStatus()
  const router = useRouter()
  const t = useT()
  const { cart, posBusy, add } = useCart()
  const afterAdd = useAfterAdd('product_page')
  const search = useAtomValue(searchAtom)
  const fromSearch = new URLSearchParams(router.state.location.searchStr).get('from') === 'search'
  const money = { ...menu, language: lang }
  const category = menu.categories.find((candidate) => candidate.id === product.category)

  // Linked or external products are left out of the swipe list (spec: §2 Product page).
  const swipeList = useMemo(() => {
    const source = fromSearch
      ? searchProducts(menu, search, venue.isShown, lang)
      : shownProducts(menu, venue.isShown, new Set(category ? [category.id] : []))
    const list = source.filter((item) => !item.disable_link && !item.external_link)
    return list.some((item) => item.id === product.id) ? list : [product]
  }, [fromSearch, menu, search, venue.isShown, lang, category, product])
  const index = swipeList.findIndex((item) => item.id === product.id)
  // The carousel stays mounted while the diner moves through it, so the pressed arrow keeps the
  // focus (WCAG 2.4.3); it starts again at the product's slide only when the product changed some
  // other way or the list changed. Written during render, idempotently: a ref, not state, so the
  // navigation a slide change starts is not raced by a re-render.
  const listKey = swipeList.map((item) => item.id).join(',')
  const slider = useRef({ id: product.id, start: Math.max(index, 0), list: listKey, generation: 0 })
  if (slider.current.id !== product.id || slider.current.list !== listKey) {
    slider.current = {
      id: product.id,
      start: Math.max(index, 0),
      list: listKey,
      generation: slider.current.generation + 1,
    }
  }
  const fallback = defaultImages(menu).product

  const draft = drafts.draftOf(product.id)
  const updateDraft = (change: (previous: ProductDraft) => ProductDraft) =>
    drafts.update(product.id, change)
  const choices = useProductChoices(product, { value: draft, update: updateDraft })
  const { qty, comments } = draft
  const setQty = (value: number) => updateDraft((previous) => ({ ...previous, qty: value }))
  const setComments = (value: string) =>
    updateDraft((previous) => ({ ...previous, comments: value }))
  const commentsId = useId()
  // One stock for every line of the product: what the cart holds already is off the maximum
  // (spec: §5 Quantity "capped by pos_available_qty"); none left reads 'Already Added To Cart'.
  const bounds = quantityBounds(product, quantityInCart(cart, product.id))
  const allInCart = isMaximumInCart(cart, product)
  const shownQty = bounds.max !== null && bounds.max >= 1 ? Math.min(qty, bounds.max) : qty

  const canOrder = isAddFormShown(product, {
    menu,
    venueOpen: venue.open,
    isShown: venue.isShown,
    isPriceOrderable: (price) => isPriceOrderable(price, menu),
  })
  const alreadyInCart = isAlreadyAdded(cart, product.id, menu) || allInCart
  // Flagged, or no orderable quantity (a POS count of 0 or less): 'Out of Stock', nothing to count
  // or add (spec: §5 "Out of stock products show 'Out of Stock' and cannot be added").
  const outOfStock = isOutOfStock(product)

  const addToCart = () => {
    const added = add(product, {
      qty: shownQty,
      ...choices.lineChoice(),
      ...(comments.trim() === '' ? {} : { special_instructions: comments.trim() }),
    })
    if (added) {
      drafts.clear(product.id)
      afterAdd()
    }
  }

  // With tax when display_prices_with_tax is on (spec: §9 Price with tax).
  const price = listedPrice(product, menu)
  const original = listedPrice({ price: product.price }, menu)
  const altPrice = listedAltPrice(price, menu, lang)
  return (
    <main className="carte-app-screen" data-testid="product-screen">
      {venue.open ? null : <ClosedNotice opensAt={venue.opensAt} />}
      {swipeList.length > 1 ? (
        <Carousel
          key={slider.current.generation}
          aria-label={category?.name ?? product.name}
          initial={slider.current.start}
          onSlideChange={(next) => {
            const target = swipeList[next]
            if (target && target.id !== product.id) {
              slider.current = { ...slider.current, id: target.id }
              void router.navigate({
                href: `/${lang}/product/${target.id}${fromSearch ? '?from=search' : ''}`,
                replace: true,
              })
            }
          }}
        >
          {swipeList.map((item) => (
            <ProductMedia
              key={item.id}
              product={item}
              fallback={fallback}
              active={item.id === product.id}
              inCarousel
            />
          ))}
        </Carousel>
      ) : (
        <ProductMedia product={product} fallback={fallback} active />
      )}
      <h1 className="carte-app-title">{product.name}</h1>
      {/* Each price its own isolated piece (Price): in ar the row reads right to left like the
          lists' rows, struck-out original first (menu-browsing §9 right-to-left, §2 Product page). */}
      <p className="carte-app-product__price">
        {/* 'Was … Now …' for screen readers: the strike-through says it to the eye only
            (WCAG 1.3.1), as in the lists' rows. */}
        {price === original ? null : (
          <>
            <span className="carte-app-visually-hidden">{t(...DISCOUNTED_PRICE_WORDS.was)}</span>{' '}
            <Price as="s" className="carte-app-product__original">
              {formatPrice(original, money)}
            </Price>{' '}
            <span className="carte-app-visually-hidden">{t(...DISCOUNTED_PRICE_WORDS.now)}</span>
          </>
        )}{' '}
        <Price>{formatPrice(price, money)}</Price>
        {altPrice === null ? null : (
          <>
            {' '}
            <span className="carte-app-product__alt-price" data-testid="product-alt-price">
              <Price>{altPrice}</Price>
            </span>
          </>
        )}
      </p>
      {outOfStock && !canOrder ? (
        // Without the add form (closed, ordering off, price 0) nothing else would say it.
        <p className="carte-badge" data-tone="danger" data-testid="product-out-of-stock">
          {t(...UI_TEXT.outOfStock)}
        </p>
      ) : null}
      <VenueHtml html={product.description} className="carte-app-product-description" />
      <ProductProperties
        product={product}
        properties={menu.properties}
        shown={menu.display_properties_in_product}
      />
      {canOrder ? (
        <form
          // A fresh form per product (the quantity box's typed text, the fields' ids); what was
          // entered comes back from the product's draft.
          key={product.id}
          className="carte-app-product-form"
          aria-label={product.name}
          // Adding happens through the button only (it carries every disabled rule).
          onSubmit={(event) => event.preventDefault()}
        >
          {choices.groups.length > 0 ? (
            <VariationGroups
              groups={choices.groups}
              value={choices.variations}
              onValueChange={choices.setVariations}
            />
          ) : null}
          {choices.combos.length > 0 ? (
            <ComboPicker
              groups={choices.combos}
              value={choices.comboChoice}
              onValueChange={choices.setComboChoice}
              variationValue={choices.comboVariations}
              onVariationValueChange={choices.setComboVariations}
            />
          ) : null}
          {/* Like the quantity, nothing to write for a product that cannot be added. */}
          {menu.enable_product_comments && !outOfStock ? (
            <div className="carte-app-field">
              <label htmlFor={commentsId}>
                {t('ui_str_special_instructions', 'Special instructions')}
              </label>
              <textarea
                id={commentsId}
                className="carte-input"
                rows={2}
                value={comments}
                onChange={(event) => setComments(event.target.value)}
              />
            </div>
          ) : null}
          {outOfStock || allInCart ? null : (
            <QuantityInput
              value={shownQty}
              onValueChange={setQty}
              min={bounds.min}
              max={bounds.max ?? undefined}
            />
          )}
          <AddToCartButton
            onClick={addToCart}
            outOfStock={outOfStock}
            alreadyInCart={alreadyInCart}
            // A choice still to make is said under the button, which stays focusable (§5 "the add
            // button is enabled only when every required variation group has a selection").
            missing={choices.missing}
            disabled={posBusy}
          />
          <PosBusyNotice />
        </form>
      ) : null}
      <VenueHtml html={menu.product_footer_text} className="carte-app-footer-text" />
    </main>
  )
}
