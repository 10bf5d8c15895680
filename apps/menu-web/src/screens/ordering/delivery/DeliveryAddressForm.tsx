import { DELIVERY_ADDRESS_LABELS } from '@carte/forms'
import { formatPrice } from '@carte/pricing'
import { Price, useT } from '@carte/ui'
import { useEffect, useId, useRef, useState } from 'react'
import type {
  DeliveryAddressValues,
  DeliveryLocationModel,
} from '../../../hooks/useDeliveryLocation'
import { useMenu, useVenue } from '../../../hooks/useMenu'

type Field = keyof DeliveryAddressValues

const LABEL_KEYS: Readonly<Record<Field, readonly [string, string]>> = {
  flatNumber: ['ui_str_flat_house_number', DELIVERY_ADDRESS_LABELS.flatNumber],
  building: ['ui_str_building_premise', DELIVERY_ADDRESS_LABELS.building],
  areaStreet: ['ui_str_area_street', DELIVERY_ADDRESS_LABELS.areaStreet],
  landmark: ['ui_str_landmark', 'Landmark'],
}

const AUTOCOMPLETE: Readonly<Record<Field, string>> = {
  flatNumber: 'address-line2',
  building: 'address-line1',
  areaStreet: 'address-line3',
  landmark: 'off',
}

const FIELDS: readonly Field[] = ['flatNumber', 'building', 'areaStreet', 'landmark']

/**
 * The address form after the location is confirmed: the confirmed address with its delivery fee
 * and a 'Change' button (back to the map; nothing typed is lost), flat/house number,
 * building/premise and area/street (required: Continue stays disabled until they are, messages from
 * @carte/forms validateDeliveryAddress shown once a field was left), landmark (optional), Continue.
 * spec: ordering-payment §4 Delivery location flow (address form, 'Change', Continue), §5 Delivery
 * address (map flow)
 * @param props - the screen model.
 * @returns the form.
 */
export function DeliveryAddressForm({ model }: { readonly model: DeliveryLocationModel }) {
  const t = useT()
  const menu = useMenu()
  const { lang } = useVenue()
  const baseId = useId()
  const [left, setLeft] = useState<ReadonlySet<Field>>(new Set())
  const formRef = useRef<HTMLFormElement>(null)
  // The Confirm button that had the focus is gone: the focus goes to the first part to fill
  // (or Continue when a saved address filled them all), not back to the top of the page.
  useEffect(() => {
    const form = formRef.current
    const lost = document.activeElement === null || document.activeElement === document.body
    if (!form || !lost) return
    const empty = Array.from(form.querySelectorAll<HTMLInputElement>('input[required]')).find(
      (input) => input.value.trim() === '',
    )
    ;(empty ?? form.querySelector<HTMLButtonElement>('button[type="submit"]'))?.focus()
  }, [])
  const messageFor = (field: Field): string | null => {
    if (!left.has(field)) return null
    const issue = model.issues.find((entry) => entry.field === field)
    if (!issue) return null
    // The template and its label are data: both translate through ui_strings.
    const label = LABEL_KEYS[field]
    return t('ui_str_required_field', issue.template, { label: t(label[0], label[1]) })
  }

  return (
    <form
      ref={formRef}
      className="carte-app-delivery__card carte-app-delivery__form"
      aria-labelledby={`${baseId}-heading`}
      data-testid="delivery-address-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        model.save()
      }}
    >
      <div className="carte-app-delivery__confirmed">
        <div>
          <h2 id={`${baseId}-heading`} className="carte-app-delivery__heading">
            {t('ui_str_deliver_to', 'Deliver to')}
          </h2>
          <p className="carte-app-delivery__address" data-testid="confirmed-address">
            {model.formattedAddress}
          </p>
          {model.fee !== null ? (
            <p className="carte-app-delivery__fee" data-testid="delivery-fee">
              {t('ui_str_delivery_fee', 'Delivery fee')}:{' '}
              <strong>
                <Price>{formatPrice(model.fee, { ...menu, language: lang })}</Price>
              </strong>
            </p>
          ) : null}
        </div>
        <button
          type="button"
          className="carte-button"
          data-variant="secondary"
          onClick={model.changeLocation}
        >
          {t('ui_str_change_address', 'Change')}
        </button>
      </div>
      {FIELDS.map((field) => {
        const id = `${baseId}-${field}`
        const message = messageFor(field)
        const required = field !== 'landmark'
        return (
          <div className="carte-field" key={field} data-invalid={message ? '' : undefined}>
            <label className="carte-field__label" htmlFor={id}>
              {t(...LABEL_KEYS[field])}
              {required ? null : ` (${t('ui_str_optional', 'optional')})`}
            </label>
            <input
              id={id}
              name={field}
              className="carte-input"
              type="text"
              autoComplete={AUTOCOMPLETE[field]}
              required={required}
              aria-required={required}
              aria-invalid={message !== null}
              aria-describedby={message ? `${id}-error` : undefined}
              value={model.values[field]}
              onChange={(event) => model.setValue(field, event.target.value)}
              onBlur={() => setLeft((previous) => new Set(previous).add(field))}
            />
            {message ? (
              <p id={`${id}-error`} className="carte-field__error">
                {message}
              </p>
            ) : null}
          </div>
        )
      })}
      <button
        type="submit"
        className="carte-button carte-app-delivery__continue"
        disabled={!model.canContinue}
      >
        {t('ui_str_continue', 'Continue')}
      </button>
    </form>
  )
}
