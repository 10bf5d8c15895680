import { CAR_NUMBER_PLACEHOLDER, type CheckoutFieldKey } from '@carte/forms'
import { AppLink, directionOf, useT } from '@carte/ui'
import { useId } from 'react'
import type { CheckoutFormModel } from '../../../hooks/useCheckoutForm'
import { useMenu, useVenue } from '../../../hooks/useMenu'
import { CheckoutField } from './CheckoutField'

/**
 * The customer details form: name, e-mail, phone (the country's example number as placeholder,
 * right to left for ar/he/fa), car number for drive-thru, delivery date/time, typed address for
 * delivery without maps, and the terms checkbox linking to the venue's terms page.
 * spec: ordering-payment §2 Checkout screen, §5 Checkout form
 * @param props - the form model.
 * @returns the form's fields.
 */
export function CustomerForm({ form }: { readonly form: CheckoutFormModel }) {
  const t = useT()
  const menu = useMenu()
  const { lang } = useVenue()
  const base = useId()
  const { fields, values } = form
  const id = (field: CheckoutFieldKey) => `${base}-${field}`
  const common = (field: CheckoutFieldKey) => ({
    errors: form.errors[field],
    show: form.shown(field),
    id: id(field),
  })
  const rtl = directionOf(lang) === 'rtl'

  return (
    <fieldset className="carte-app-checkout__form">
      <legend className="carte-app-checkout__legend">
        {t('ui_str_customer_details', 'Customer details')}
      </legend>
      {fields.name ? (
        <CheckoutField {...common('name')} label={t('ui_str_name', 'Name')}>
          {(aria) => (
            <input
              {...aria}
              className="carte-input"
              type="text"
              autoComplete="name"
              required
              value={values.name}
              onChange={(event) => form.set('name', event.target.value)}
              onBlur={() => form.touch('name')}
            />
          )}
        </CheckoutField>
      ) : null}
      {fields.email ? (
        <CheckoutField {...common('email')} label={t('ui_str_email', 'Email')}>
          {(aria) => (
            <input
              {...aria}
              className="carte-input"
              type="email"
              autoComplete="email"
              inputMode="email"
              // An address reads left to right in every language: in ar 'bad@' showed '@bad'
              // (only the phone is right to left, §5).
              dir="ltr"
              required
              value={values.email}
              onChange={(event) => form.set('email', event.target.value)}
              onBlur={() => form.touch('email')}
            />
          )}
        </CheckoutField>
      ) : null}
      {fields.phone ? (
        <CheckoutField {...common('phone')} label={t('ui_str_phone', 'Phone')}>
          {(aria) => (
            <input
              {...aria}
              className={rtl ? 'carte-input carte-input--phone-rtl' : 'carte-input'}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              dir={rtl ? 'rtl' : undefined}
              placeholder={form.phonePlaceholder}
              required={fields.phone !== false && fields.phone.required}
              readOnly={fields.phone !== false && fields.phone.disabled}
              value={values.phone}
              onChange={(event) => form.set('phone', event.target.value)}
              onBlur={() => form.touch('phone')}
            />
          )}
        </CheckoutField>
      ) : null}
      {fields.carNumber ? (
        <CheckoutField {...common('carNumber')} label={t('ui_str_car_number', 'Car number')}>
          {(aria) => (
            <input
              {...aria}
              className="carte-input"
              type="text"
              autoComplete="off"
              required
              placeholder={CAR_NUMBER_PLACEHOLDER}
              value={values.carNumber}
              onChange={(event) => form.set('carNumber', event.target.value)}
              onBlur={() => form.touch('carNumber')}
            />
          )}
        </CheckoutField>
      ) : null}
      {fields.customDateTime ? (
        <CheckoutField
          {...common('customDateTime')}
          label={t('ui_str_delivery_datetime', 'Date and time')}
        >
          {(aria) => (
            <input
              {...aria}
              className="carte-input"
              type="datetime-local"
              required
              min={form.dateTimeMin}
              value={form.dateTimeValue}
              onChange={(event) => form.set('customDateTime', event.target.value)}
              onBlur={() => form.touch('customDateTime')}
            />
          )}
        </CheckoutField>
      ) : null}
      {fields.address ? (
        <CheckoutField {...common('address')} label={t('ui_str_address', 'Address')}>
          {(aria) => (
            <textarea
              {...aria}
              className="carte-input"
              rows={2}
              autoComplete="street-address"
              required
              value={values.address}
              onChange={(event) => form.set('address', event.target.value)}
              onBlur={() => form.touch('address')}
            />
          )}
        </CheckoutField>
      ) : null}
      {fields.checkout_terms ? (
        <div
          className="carte-field carte-app-checkout__terms"
          data-invalid={form.shown('checkout_terms') && form.errors.checkout_terms ? '' : undefined}
        >
          <div className="carte-app-checkout__terms-row">
            <input
              id={id('checkout_terms')}
              type="checkbox"
              className="carte-app-checkout__checkbox"
              // Required from the start, not only once its message shows (WCAG 1.3.1, 3.3.2; the
              // form is noValidate, so no browser bubble).
              required
              checked={values.checkout_terms}
              aria-invalid={form.shown('checkout_terms') && !!form.errors.checkout_terms}
              aria-describedby={
                form.shown('checkout_terms') && form.errors.checkout_terms
                  ? `${id('checkout_terms')}-error`
                  : undefined
              }
              onChange={(event) => form.set('checkout_terms', event.target.checked)}
              onBlur={() => form.touch('checkout_terms')}
            />
            <label htmlFor={id('checkout_terms')}>
              {t('ui_str_accept_terms', 'I accept the terms and conditions')}
            </label>
          </div>
          <AppLink
            href={`/${lang}/page/${String(menu.checkout_terms)}`}
            className="carte-app-checkout__terms-link"
          >
            {t('ui_str_terms_and_conditions', 'Terms and Conditions')}
          </AppLink>
          {form.shown('checkout_terms') && form.errors.checkout_terms ? (
            <p className="carte-field__error" id={`${id('checkout_terms')}-error`}>
              {form.errors.checkout_terms.join(' ')}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  )
}
