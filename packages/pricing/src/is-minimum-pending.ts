/** What tells whether the minimum order amount is still unknown. */
export interface MinimumPendingInput {
  /** The table number the table section is asked for, or null when no section lookup applies. */
  readonly sectionTable: string | null
  /** The table-section lookup has not answered yet. */
  readonly sectionLoading: boolean
}

/**
 * Whether a minimum order amount that applies is still being looked up: a table order's section
 * minimum is unknown until the table-section lookup answers, and the checkout waits for it (an
 * unknown minimum must not count as met). Without a section lookup nothing is pending.
 * spec: ordering-payment §5 Order payload rules ("A minimum order amount applies per table
 *   section"), §2 Cart ("The checkout button shows only when: ... no minimum-order error"),
 *   §7 GET /en/api/menu_section/{license}/?table_number={n}
 * @param input - {@link MinimumPendingInput}
 * @returns true while the table section's minimum is still loading.
 */
export function isMinimumPending(input: MinimumPendingInput): boolean {
  return input.sectionTable !== null && input.sectionLoading
}
