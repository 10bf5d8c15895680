import type { GeocoderPlace } from '@carte/api-client'
import type { SavedAddress } from '@carte/forms'
import { SearchIcon, useT } from '@carte/ui'
import { type KeyboardEvent, useId, useState } from 'react'
import type { DeliverySearch } from '../../../hooks/useDeliveryLocationSearch'

/** One choice of the list: a saved address (history) or a geocoder hit. */
type Option =
  | { readonly kind: 'saved'; readonly key: string; readonly address: SavedAddress }
  | { readonly kind: 'place'; readonly key: string; readonly place: GeocoderPlace }

/** Props of {@link AddressSearch}. */
export interface AddressSearchProps {
  readonly search: DeliverySearch
  readonly saved: readonly SavedAddress[]
  readonly onChoosePlace: (place: GeocoderPlace) => void
  readonly onChooseSaved: (address: SavedAddress) => void
}

function savedLine(address: SavedAddress): string {
  return [address.flatNumber, address.building, address.areaStreet]
    .filter((part) => part.trim() !== '')
    .join(', ')
}

/**
 * The address search box: a combobox (WAI-ARIA 1.2, list autocomplete, aria-activedescendant)
 * whose list shows the saved-address history (newest first) while the box is empty and the
 * geocoder's suggestions once typing settles. ↓/↑ move, Enter chooses, Escape closes (then clears).
 * spec: ordering-payment §2 Delivery location screen (search box with saved-address history),
 * §7 maps service (autocomplete), §9 (saved addresses at most 5)
 * @param props - {@link AddressSearchProps}
 * @returns the search box.
 */
export function AddressSearch({ search, saved, onChoosePlace, onChooseSaved }: AddressSearchProps) {
  const t = useT()
  const inputId = useId()
  const listId = useId()
  const statusId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  const typing = search.text.trim() !== ''
  const options: readonly Option[] = typing
    ? search.results.map((place) => ({ kind: 'place', key: `place-${place.place_id}`, place }))
    : saved.map((address) => ({ kind: 'saved', key: `saved-${address.uuid}`, address }))
  const expanded = open && options.length > 0
  const activeOption = expanded ? options[active] : undefined
  const optionId = (index: number) => `${listId}-${index}`

  const choose = (option: Option) => {
    if (option.kind === 'place') {
      search.setText(option.place.formatted_address)
      onChoosePlace(option.place)
    } else {
      search.setText(option.address.formattedAddress)
      onChooseSaved(option.address)
    }
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) {
        setOpen(true)
        setActive(event.key === 'ArrowDown' ? 0 : options.length - 1)
        return
      }
      if (options.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + options.length) % options.length)
    } else if (event.key === 'Enter') {
      if (activeOption) {
        event.preventDefault()
        choose(activeOption)
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (search.text !== '') {
        event.preventDefault()
        search.setText('')
      }
    }
  }

  const statusText = !typing
    ? ''
    : search.status === 'loading'
      ? t('ui_str_searching', 'Searching…')
      : search.status === 'ready' && search.results.length === 0
        ? t(
            'ui_str_no_places_found',
            'No places found. Try another spelling, or move the marker on the map.',
          )
        : ''

  return (
    <div className="carte-app-delivery__search">
      <label className="carte-field__label" htmlFor={inputId}>
        {t('ui_str_search_address', 'Search for an address')}
      </label>
      <div className="carte-app-delivery__search-box">
        <SearchIcon aria-hidden="true" className="carte-app-delivery__search-icon" />
        <input
          id={inputId}
          className="carte-input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          aria-describedby={statusId}
          value={search.text}
          onChange={(event) => {
            search.setText(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
        />
        <div
          id={listId}
          role="listbox"
          className="carte-app-delivery__options"
          aria-label={
            typing
              ? t('ui_str_address_suggestions', 'Suggestions')
              : t('ui_str_saved_addresses', 'Saved addresses')
          }
          hidden={!expanded}
        >
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys act in the combobox (aria-activedescendant), which keeps the focus
            <div
              key={option.key}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="carte-app-delivery__option"
              data-kind={option.kind}
              // Keeps the focus in the box, so choosing does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.kind === 'place' ? (
                option.place.formatted_address
              ) : (
                <>
                  <span className="carte-app-delivery__option-main">
                    {option.address.formattedAddress}
                  </span>
                  <span className="carte-app-delivery__option-sub">
                    {savedLine(option.address)}
                  </span>
                </>
              )}
            </div>
          ))}
        </div>
      </div>
      <p id={statusId} className="carte-app-delivery__search-status" role="status">
        {statusText}
      </p>
      {typing && search.status === 'error' ? (
        <p className="carte-field__error" role="alert">
          {t(
            'ui_str_address_search_failed',
            'The address search did not answer. Check your connection and try again.',
          )}{' '}
          <button
            type="button"
            className="carte-button"
            data-variant="secondary"
            onClick={search.retry}
          >
            {t('ui_str_try_again', 'Try again')}
          </button>
        </p>
      ) : null}
    </div>
  )
}
