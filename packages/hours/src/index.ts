export { createHours, type Hours } from './create-hours'
export { DEFAULT_TIMEZONE } from './default-timezone'
export { earliestOrderDateTime, type OrderDateTime } from './earliest-order-date-time'
export {
  HOURS_ERROR_MESSAGES,
  HoursError,
  InvalidClosurePeriodError,
  InvalidHoursEntryError,
  InvalidInstantError,
  InvalidTimeError,
  InvalidWeekdayError,
  UnknownTimeZoneError,
} from './errors'
export { formatOpeningTime } from './format-opening-time'
export { type FormatOrderDateOptions, formatOrderDate } from './format-order-date'
export { isOrderableAt } from './is-orderable-at'
export { isShownAt } from './is-shown-at'
export { msToNextMinute } from './next-minute'
export { NEXT_OPENING_HORIZON_DAYS, nextOpening } from './next-opening'
export { loadTemporal, type TemporalNamespace } from './temporal'
export type { ClosurePeriod, HoursEntry, InstantInput, VenueHours, ZonedMoment } from './types'
export {
  ORDER_DATE_TIME_MESSAGES,
  type OrderDateTimeIssue,
  type OrderDateTimeResult,
  validateOrderDateTime,
} from './validate-order-date-time'
export { type VenueStatus, type VenueStatusReason, venueStatus } from './venue-status'
