import type { Product, Property } from '@carte/api-client'
import { useT } from '@carte/ui'

// The menu properties a product carries, in the order of its ids (ids the menu lacks are skipped).
function productProperties(
  product: Pick<Product, 'properties'>,
  properties: readonly Property[],
): Property[] {
  const byId = new Map(properties.map((property) => [property.id, property]))
  return product.properties.flatMap((id) => byId.get(id) ?? [])
}

/**
 * The product page's list of the product's properties (icon, then name; the icon has an empty
 * alt, the name says it), shown only when the menu's display_properties_in_product is on.
 * spec: menu-browsing §3 Menu data (display_properties_in_product), Product (properties), Property
 * @param props - the product, the menu's properties and its display flag.
 * @returns the list, or nothing.
 */
export function ProductProperties({
  product,
  properties,
  shown,
}: {
  readonly product: Pick<Product, 'properties'>
  readonly properties: readonly Property[]
  readonly shown: boolean
}) {
  const t = useT()
  const list = shown ? productProperties(product, properties) : []
  if (list.length === 0) return null
  return (
    <ul
      className="carte-app-product-properties"
      aria-label={t('ui_str_properties', 'Properties')}
      data-testid="product-properties"
    >
      {list.map((property) => (
        <li key={property.id} className="carte-app-product-property">
          {property.image?.icon ? (
            <img src={property.image.icon} alt="" width={20} height={20} />
          ) : null}
          {property.name}
        </li>
      ))}
    </ul>
  )
}
