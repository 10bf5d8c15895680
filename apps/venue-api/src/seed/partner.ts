import { menuDefaults, theme, uiStrings } from './base'
import {
  category,
  categoryImage,
  everyDay,
  placesAround,
  product,
  productImage,
  uses,
  value,
} from './helpers'
import type { MenuData, Product, SeedContext, Text, VenueSeed } from './types'

const OUTLET = { lat: 29.3759, lng: 47.9774 }
const SUGAR = [value(61, 'No sugar', '0.000'), value(62, 'Extra shot', '0.350')]
const SIZE = [value(71, 'Small', '0.000'), value(72, 'Large', '0.500')]

interface Item {
  readonly id: number
  readonly cat: number
  readonly name: Text
  readonly price: string
  readonly hue: number
  readonly extra?: Partial<Product>
}

/**
 * The employee discount box's interface strings (ordering-payment §4 Employee discount, §8 Invalid
 * employee discount; the spec gives no wording): only this venue has the partner integration.
 */
const EMPLOYEE_DISCOUNT_STRINGS: Readonly<Record<string, Text>> = {
  ui_str_employee_discount: { en: 'Employee discount', ar: 'خصم الموظف' },
  ui_str_employee_id: { en: 'Employee ID', ar: 'الرقم الوظيفي' },
  ui_str_apply_employee_discount: { en: 'Apply', ar: 'تطبيق' },
  ui_str_remove_employee_discount: { en: 'Remove', ar: 'إزالة' },
  ui_str_employee_discount_applied: { en: 'Employee discount applied', ar: 'تم تطبيق خصم الموظف' },
  ui_str_invalid_employee_id: { en: 'Invalid employee ID', ar: 'الرقم الوظيفي غير صحيح' },
  ui_str_employee_id_failed: {
    en: 'The employee ID could not be checked. Please check your connection and try again.',
    ar: 'تعذّر التحقق من الرقم الوظيفي. يرجى التحقق من الاتصال والمحاولة مرة أخرى.',
  },
  ui_str_employee_discount_removed: { en: 'Employee discount removed', ar: 'تمت إزالة خصم الموظف' },
  ui_str_employee_discount_failed: {
    en: 'The employee discount could not be added to the total. Please try again.',
    ar: 'تعذّرت إضافة خصم الموظف إلى الإجمالي. يرجى المحاولة مرة أخرى.',
  },
}

const items: readonly Item[] = [
  {
    id: 2001,
    cat: 201,
    price: '2.750',
    hue: 25,
    name: { en: 'Machboos Laham', ar: 'مجبوس لحم' },
    extra: { recommend: true },
  },
  {
    id: 2002,
    cat: 201,
    price: '2.250',
    hue: 35,
    name: { en: 'Chicken Machboos', ar: 'مجبوس دجاج' },
  },
  {
    id: 2003,
    cat: 201,
    price: '3.500',
    hue: 200,
    name: { en: 'Zubaidi Fish', ar: 'سمك زبيدي' },
    extra: { pos_available_qty: 4 },
  },
  {
    id: 2004,
    cat: 201,
    price: '1.950',
    hue: 90,
    name: { en: 'Margoog', ar: 'مرقوق' },
    extra: { discount: '10' },
  },
  { id: 2011, cat: 202, price: '0.650', hue: 120, name: { en: 'Harees', ar: 'هريس' } },
  {
    id: 2012,
    cat: 202,
    price: '0.900',
    hue: 60,
    name: { en: 'Samboosa (3 pcs)', ar: 'سمبوسة (٣ قطع)' },
    extra: { upsell_cart: true },
  },
  { id: 2013, cat: 202, price: '1.100', hue: 100, name: { en: 'Fattoush', ar: 'فتوش' } },
  {
    id: 2021,
    cat: 203,
    price: '0.750',
    hue: 30,
    name: { en: 'Karak', ar: 'كرك' },
    extra: {
      upsell_cart: true,
      product_variations: [...uses(7, SIZE, '0.750'), ...uses(6, SUGAR, '0.750')],
    },
  },
  {
    id: 2022,
    cat: 203,
    price: '1.250',
    hue: 150,
    name: { en: 'Lemon Mint', ar: 'ليمون نعناع' },
    extra: { product_variations: uses(7, SIZE, '1.250') },
  },
  { id: 2023, cat: 203, price: '0.250', hue: 200, name: { en: 'Water', ar: 'ماء' } },
  {
    id: 2031,
    cat: 204,
    price: '1.500',
    hue: 40,
    name: { en: 'Luqaimat', ar: 'لقيمات' },
    extra: { recommend: true },
  },
  {
    id: 2032,
    cat: 204,
    price: '1.750',
    hue: 330,
    name: { en: 'Saffron Ice Cream', ar: 'آيس كريم زعفران' },
    extra: { out_of_stock: true },
  },
]

function buildMenu(ctx: SeedContext): MenuData {
  const t = ctx.t
  const products = items.map((i) =>
    product({
      id: i.id,
      name: t(i.name),
      category: i.cat,
      sku: `KW-${i.id}`,
      price: i.price,
      description: `<p>${t(i.name)}</p>`,
      images: [productImage(ctx, t(i.name), i.hue)],
      ...i.extra,
    }),
  )
  const inCat = (id: number) => products.filter((p) => p.category === id).map((p) => p.id)
  return {
    ...menuDefaults(ctx),
    id: 2,
    license: 'partner',
    name: t({ en: 'Souq Sharq Kitchen', ar: 'مطبخ سوق شرق' }),
    logo_image: {
      logo: ctx.image({ label: 'SS', hue: 200, width: 256, height: 256, kind: 'logo' }),
    },
    cover_image: ctx.image({
      label: 'Souq Sharq Kitchen',
      hue: 200,
      width: 1200,
      height: 400,
      kind: 'banner',
    }),
    desktop_image: {
      desktop: ctx.image({
        label: 'Souq Sharq Kitchen',
        hue: 200,
        width: 1920,
        height: 480,
        kind: 'banner',
      }),
    },
    default_product_image: {
      resized: ctx.image({ label: '', hue: 200, width: 600, height: 450 }),
      width: 600,
      height: 450,
    },
    default_category_image: {
      resized: ctx.image({ label: '', hue: 200, width: 640, height: 360 }),
      width: 640,
      height: 360,
    },
    categories: [
      category({
        id: 201,
        name: t({ en: 'Mains', ar: 'الأطباق الرئيسية' }),
        products: inCat(201),
        image: categoryImage(ctx, t({ en: 'Mains', ar: 'الأطباق الرئيسية' }), 25),
      }),
      category({
        id: 202,
        name: t({ en: 'Starters', ar: 'المقبلات' }),
        products: inCat(202),
        image: categoryImage(ctx, t({ en: 'Starters', ar: 'المقبلات' }), 90),
        view_format: 3,
      }),
      category({
        id: 203,
        name: t({ en: 'Drinks', ar: 'المشروبات' }),
        products: inCat(203),
        image: categoryImage(ctx, t({ en: 'Drinks', ar: 'المشروبات' }), 200),
        view_format: 4,
      }),
      category({
        id: 204,
        name: t({ en: 'Desserts', ar: 'الحلويات' }),
        products: inCat(204),
        image: categoryImage(ctx, t({ en: 'Desserts', ar: 'الحلويات' }), 40),
        view_format: 2,
      }),
    ],
    products,
    variations: [
      {
        id: 6,
        name: t({ en: 'Sugar & shots', ar: 'السكر' }),
        values: SUGAR,
        required: false,
        multiple: true,
        max_choices_allowed: 2,
      },
      {
        id: 7,
        name: t({ en: 'Size', ar: 'الحجم' }),
        values: SIZE,
        required: true,
        multiple: false,
        max_choices_allowed: null,
      },
    ],
    taxes: [],
    properties: [],
    pages: [
      {
        id: 21,
        title: t({ en: 'About', ar: 'عنا' }),
        content: t({
          en: '<p>Kuwaiti home cooking in Souq Sharq.</p>',
          ar: '<p>طبخ كويتي بيتي في سوق شرق.</p>',
        }),
      },
    ],
    theme_data: theme('#0b5d7a', '#e0a100', 'Roboto Slab'),
    timezone: 'Asia/Kuwait',
    opening_hours: everyDay('00:00:00', '00:00:00'),
    menu_country: 'KW',
    currency: 'KWD',
    currency_symbol: 'KWD',
    price_decimal_places: 3,
    enable_arabic_numerals: true,
    enable_delivery: false,
    enable_takeaway: true,
    enable_dine_in: true,
    enable_order_comments: true,
    enable_order_phone: true,
    enable_payment_type: true,
    payment_enabled: true,
    enable_card_machine: true,
    al_futtaim_enabled: true,
    ui_strings: {
      ...uiStrings(ctx),
      ...Object.fromEntries(
        Object.entries(EMPLOYEE_DISCOUNT_STRINGS).map(([key, text]) => [key, t(text)]),
      ),
    },
    al_futtaim_promotions: [
      {
        id: 1,
        name: t({
          en: 'Lunch club: 10% off mains',
          ar: 'نادي الغداء: خصم ١٠٪ على الأطباق الرئيسية',
        }),
      },
    ],
    enable_tips: true,
    enable_adding_same_item_cart: true,
    enable_order_geofence: true,
    enable_wishlist_table_orders: false,
    cart_subtotal_include_tax: false,
    outlet_latitude: OUTLET.lat,
    outlet_longitude: OUTLET.lng,
  }
}

/** The partner venue: Kuwait dine-in with the retail-group integration on (architecture: demo venues). */
export const partner: VenueSeed = {
  license: 'partner',
  menuId: 2,
  domains: ['partner.localhost'],
  defaultLanguage: 'en',
  languages: [
    { code: 'en', name_local: 'English' },
    { code: 'ar', name_local: 'العربية' },
  ],
  paymentProvider: 'ngenius',
  geofenceRadiusM: 500,
  coupons: [],
  deliveryZones: [],
  sections: [
    { name: 'Diwaniya', from_table: 1, to_table: 10, minimum_order_amount: '5.000' },
    { name: 'Courtyard', from_table: 11, to_table: 30, minimum_order_amount: '0' },
  ],
  employees: [
    { employee_id: 'EMP1001', employee_phone: '+96550001001', name: 'Fatima Al-Sabah' },
    { employee_id: 'EMP1002', employee_phone: '+96550001002', name: 'Omar Haddad' },
  ],
  wallets: [{ wallet_id: 'BW-7731', name: 'Blue Wallet', balance: '12.500' }],
  loyalty: [
    {
      name: 'Lunch club: 10% off mains',
      percent: '10',
      categories: [201],
      employeeOnly: false,
      orderTypes: ['dine_in'],
    },
    {
      name: 'Staff discount 20%',
      percent: '20',
      categories: [],
      employeeOnly: true,
      orderTypes: [],
    },
  ],
  places: placesAround('kwi', OUTLET.lat, OUTLET.lng, 'Kuwait City, Kuwait', [
    ['Souq Sharq', 'sublocality', 0, 80],
    ['Arabian Gulf Street', 'route', 200, -100],
    ['Sharq', 'neighborhood', -400, 300],
    ['Kuwait Towers', 'sublocality', 1800, 2400],
    ['Dasman', 'neighborhood', 900, 1200],
  ]),
  buildMenu,
}
