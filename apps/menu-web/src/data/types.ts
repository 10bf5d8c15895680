// The subset of MenuData the shell and browsing screens read. @carte/api-client owns the full
// validated type; the screens switch to it as its schemas land.

/** A category as the menu lists it (spec: menu-browsing §3 Category). */
export interface Category {
  readonly id: number
  readonly name: string
  readonly parent?: number | null
  readonly description?: string | null
  readonly image?: {
    readonly product?: string | null
    readonly width?: number
    readonly height?: number
  } | null
  readonly view_format?: number | null
  readonly disable_link?: boolean
  readonly external_link?: string | null
  readonly special_category_type?: string | null
  readonly enable_special_category?: boolean
  readonly category_hours?: readonly unknown[]
  readonly hidden_title?: boolean
  readonly hidden_image?: boolean
}

/** A product (spec: menu-browsing §3 Product). */
export interface Product {
  readonly id: number
  readonly name: string
  readonly category: number
  readonly price: string | number
  readonly description?: string | null
  readonly small_description?: string | null
  readonly images?: readonly {
    readonly image: string
    readonly image_width?: number
    readonly image_height?: number
  }[]
  readonly properties?: readonly number[]
  readonly out_of_stock?: boolean
  readonly disable_link?: boolean
  readonly external_link?: string | null
}

/** The menu data the shell reads (spec: menu-browsing §3 Menu data). */
export interface MenuData {
  readonly id: number | string
  readonly license: string
  readonly license_status: string
  readonly name: string
  readonly logo_image?: { readonly logo?: string | null } | null
  readonly ui_strings?: Readonly<Record<string, string>> | null
  readonly theme_data?: Readonly<Record<string, unknown>> | null
  readonly timezone?: string | null
  readonly qr_app_version?: string | null
  readonly categories?: readonly Category[]
  readonly products?: readonly Product[]
  readonly pages?: readonly { readonly id: number; readonly title: string }[]
  readonly forms?: readonly {
    readonly id: number
    readonly name: string
    readonly enable?: boolean
  }[]
  readonly promotions?: readonly {
    readonly id: number
    readonly title?: string
    readonly enable?: boolean
  }[]
  readonly properties?: readonly { readonly id: number; readonly name: string }[]
  readonly home_header_text?: string | null
  readonly home_footer_text?: string | null
  readonly enable_search?: boolean
  readonly enable_order?: boolean
  readonly enable_language_header?: boolean
}

/** The venue's language list (spec: menu-browsing §7 menu_language). */
export interface MenuLanguages {
  readonly default_language: string
  readonly languages: readonly { readonly code: string; readonly name_local?: string }[]
}
