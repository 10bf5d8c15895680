import { menuDefaults, theme } from './base'
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
import type {
  FormSeed,
  MenuData,
  Product,
  Promotion,
  SeedContext,
  Text,
  Variation,
  VariationValue,
  VenueSeed,
} from './types'

const OUTLET = { lat: 25.0805, lng: 55.1403 }

// Variation values (ids are stable: orders reference them).
const SIZE = [value(11, 'Regular', '0.00'), value(12, 'Large', '6.00')]
const EXTRAS = [
  value(21, 'Cheese', '3.00'),
  value(22, 'Beef bacon', '5.00'),
  value(23, 'Avocado', '4.00'),
  value(24, 'Fried egg', '2.00'),
]
const REMOVE = [value(31, 'No onions', '0.00'), value(32, 'No tomato', '0.00')]
const DONENESS = [
  value(41, 'Medium rare', '0.00'),
  value(42, 'Medium', '0.00'),
  value(43, 'Well done', '0.00'),
]
const CUP = [value(51, 'Oat milk', '2.00'), value(52, 'Own cup', '1.00', '-')]

/** The values' names in the demo's other languages (English is the values' own). */
const VALUE_NAMES: Readonly<Record<number, Text>> = {
  11: { en: 'Regular', ar: 'عادي', fr: 'Normale' },
  12: { en: 'Large', ar: 'كبير', fr: 'Grande' },
  21: { en: 'Cheese', ar: 'جبن', fr: 'Fromage' },
  22: { en: 'Beef bacon', ar: 'لحم بقري مقدد', fr: 'Bacon de bœuf' },
  23: { en: 'Avocado', ar: 'أفوكادو', fr: 'Avocat' },
  24: { en: 'Fried egg', ar: 'بيض مقلي', fr: 'Œuf au plat' },
  31: { en: 'No onions', ar: 'بدون بصل', fr: 'Sans oignons' },
  32: { en: 'No tomato', ar: 'بدون طماطم', fr: 'Sans tomate' },
  41: { en: 'Medium rare', ar: 'نصف استواء', fr: 'Rosé' },
  42: { en: 'Medium', ar: 'متوسط الاستواء', fr: 'À point' },
  43: { en: 'Well done', ar: 'مستوي جيداً', fr: 'Bien cuit' },
  51: { en: 'Oat milk', ar: 'حليب الشوفان', fr: "Lait d'avoine" },
  52: { en: 'Own cup', ar: 'كوبك الخاص', fr: 'Votre tasse' },
}

function variations(ctx: SeedContext): Variation[] {
  const t = ctx.t
  const named = (values: readonly VariationValue[]) =>
    values.map((v) => {
      const name = t(VALUE_NAMES[v.id] ?? v.name)
      return { ...v, value: name, variation_value: name, name }
    })
  return [
    {
      id: 1,
      name: t({ en: 'Size', ar: 'الحجم', fr: 'Taille' }),
      values: named(SIZE),
      required: true,
      multiple: false,
      max_choices_allowed: null,
    },
    {
      id: 2,
      name: t({ en: 'Extras', ar: 'إضافات', fr: 'Suppléments' }),
      values: named(EXTRAS),
      required: false,
      multiple: true,
      max_choices_allowed: 3,
    },
    {
      id: 3,
      name: t({ en: 'Remove', ar: 'بدون', fr: 'Retirer' }),
      values: named(REMOVE),
      required: false,
      multiple: true,
      max_choices_allowed: null,
    },
    {
      id: 4,
      name: t({ en: 'Doneness', ar: 'درجة الطهي', fr: 'Cuisson' }),
      values: named(DONENESS),
      required: true,
      multiple: false,
      max_choices_allowed: null,
    },
    {
      id: 5,
      name: t({ en: 'Cup', ar: 'الكوب', fr: 'Tasse' }),
      values: named(CUP),
      required: false,
      multiple: false,
      max_choices_allowed: null,
    },
  ]
}

interface Dish {
  readonly id: number
  readonly cat: number
  readonly name: Text
  readonly desc: Text
  readonly price: string
  readonly hue: number
  readonly extra?: Partial<Product>
  readonly drink?: boolean
}

const dishes: readonly Dish[] = [
  {
    id: 1001,
    cat: 101,
    price: '32.00',
    hue: 35,
    name: { en: 'Shakshuka', ar: 'شكشوكة', fr: 'Chakchouka' },
    desc: {
      en: 'Eggs poached in spiced tomato and pepper sauce, warm pita.',
      ar: 'بيض مطهو في صلصة الطماطم والفلفل المتبلة مع خبز دافئ.',
      fr: 'Œufs pochés dans une sauce tomate et poivrons épicée, pita chaude.',
    },
    extra: { properties: [1, 2] },
  },
  {
    id: 1002,
    cat: 101,
    price: '38.00',
    hue: 50,
    name: { en: 'Avocado Toast', ar: 'توست الأفوكادو', fr: "Toast à l'avocat" },
    desc: {
      en: 'Sourdough, smashed avocado, chilli flakes, lime.',
      ar: 'خبز العجين المخمر مع أفوكادو مهروس ورقائق الفلفل والليمون.',
      fr: 'Pain au levain, avocat écrasé, piment, citron vert.',
    },
    extra: { properties: [1], product_variations: uses(2, EXTRAS.slice(2, 4), '38.00') },
  },
  {
    id: 1003,
    cat: 101,
    price: '29.00',
    hue: 20,
    name: { en: 'Foul Medames', ar: 'فول مدمس', fr: 'Foul medames' },
    desc: {
      en: 'Slow-cooked fava beans, cumin, olive oil.',
      ar: 'فول مطهو ببطء مع الكمون وزيت الزيتون.',
      fr: "Fèves mijotées, cumin, huile d'olive.",
    },
    extra: { properties: [1, 3], product_hours: everyDay('06:00:00', '12:00:00') },
  },
  {
    id: 1011,
    cat: 103,
    price: '45.00',
    hue: 15,
    name: { en: 'Classic Beef Burger', ar: 'برجر لحم كلاسيكي', fr: 'Burger de bœuf classique' },
    desc: {
      en: 'Angus beef, cheddar, pickles, house sauce, brioche bun.',
      ar: 'لحم أنغوس، شيدر، مخلل، صلصة البيت، خبز بريوش.',
      fr: 'Bœuf Angus, cheddar, cornichons, sauce maison, pain brioché.',
    },
    extra: {
      recommend: true,
      product_variations: [
        ...uses(1, SIZE, '45.00'),
        ...uses(2, EXTRAS, '45.00'),
        ...uses(3, REMOVE, '45.00'),
        ...uses(4, DONENESS, '45.00'),
      ],
      pos_available_qty: 8,
    },
  },
  {
    id: 1012,
    cat: 103,
    price: '42.00',
    hue: 25,
    name: { en: 'Spicy Chicken Burger', ar: 'برجر دجاج حار', fr: 'Burger poulet épicé' },
    desc: {
      en: 'Crispy chicken thigh, jalapeño slaw, sriracha mayo.',
      ar: 'فخذ دجاج مقرمش مع سلطة الهالبينو ومايونيز سريراتشا.',
      fr: 'Poulet croustillant, salade au jalapeño, mayo sriracha.',
    },
    extra: {
      properties: [2],
      discount: '15',
      product_variations: [...uses(1, SIZE, '42.00'), ...uses(2, EXTRAS, '42.00')],
    },
  },
  {
    id: 1013,
    cat: 103,
    price: '39.00',
    hue: 95,
    name: { en: 'Falafel Burger', ar: 'برجر فلافل', fr: 'Burger falafel' },
    desc: {
      en: 'Herb falafel patty, tahini, pickled turnip.',
      ar: 'فلافل بالأعشاب مع الطحينة واللفت المخلل.',
      fr: 'Galette de falafel aux herbes, tahini, navet mariné.',
    },
    extra: { properties: [1], out_of_stock: true },
  },
  {
    id: 1021,
    cat: 104,
    price: '89.00',
    hue: 5,
    name: { en: 'Mixed Grill', ar: 'مشاوي مشكلة', fr: 'Grillades mixtes' },
    desc: {
      en: 'Lamb kofta, shish tawook, lamb chops, grilled vegetables.',
      ar: 'كفتة لحم، شيش طاووق، ريش غنم، خضار مشوية.',
      fr: "Kefta d'agneau, chich taouk, côtelettes, légumes grillés.",
    },
    extra: { recommend: true, fullwidth: true, product_variations: uses(4, DONENESS, '89.00') },
  },
  {
    id: 1022,
    cat: 104,
    price: '58.00',
    hue: 12,
    name: { en: 'Shish Tawook', ar: 'شيش طاووق', fr: 'Chich taouk' },
    desc: {
      en: 'Marinated chicken skewers, garlic toum, fries.',
      ar: 'أسياخ دجاج متبلة مع الثوم والبطاطا.',
      fr: "Brochettes de poulet marinées, toum à l'ail, frites.",
    },
    extra: { discount: '10' },
  },
  {
    id: 1023,
    cat: 104,
    price: '115.00',
    hue: 0,
    name: { en: 'Lamb Chops', ar: 'ريش غنم', fr: "Côtelettes d'agneau" },
    desc: {
      en: 'Four chops, sumac onions, flatbread.',
      ar: 'أربع ريش مع بصل بالسماق وخبز.',
      fr: 'Quatre côtelettes, oignons au sumac, pain plat.',
    },
    extra: { pos_available_qty: 3, product_hours: everyDay('17:00:00', '00:00:00') },
  },
  {
    id: 1031,
    cat: 105,
    price: '34.00',
    hue: 110,
    name: { en: 'Fattoush', ar: 'فتوش', fr: 'Fattouche' },
    desc: {
      en: 'Crisp vegetables, toasted bread, pomegranate molasses.',
      ar: 'خضار طازجة، خبز محمص، دبس الرمان.',
      fr: 'Légumes croquants, pain grillé, mélasse de grenade.',
    },
    extra: { properties: [1], upsell_cart: true },
  },
  {
    id: 1032,
    cat: 105,
    price: '31.00',
    hue: 120,
    name: { en: 'Tabbouleh', ar: 'تبولة', fr: 'Taboulé' },
    desc: {
      en: 'Parsley, bulgur, tomato, lemon.',
      ar: 'بقدونس، برغل، طماطم، ليمون.',
      fr: 'Persil, boulgour, tomate, citron.',
    },
    extra: { properties: [1, 4] },
  },
  {
    id: 1033,
    cat: 105,
    price: '44.00',
    hue: 100,
    name: { en: 'Halloumi Salad', ar: 'سلطة حلوم', fr: 'Salade halloumi' },
    desc: {
      en: 'Grilled halloumi, rocket, watermelon, mint.',
      ar: 'حلوم مشوي، جرجير، بطيخ، نعناع.',
      fr: 'Halloumi grillé, roquette, pastèque, menthe.',
    },
    extra: { hidden_image: true },
  },
  {
    id: 1041,
    cat: 106,
    price: '18.00',
    hue: 30,
    drink: true,
    name: { en: 'Karak Chai', ar: 'شاي كرك', fr: 'Thé karak' },
    desc: { en: 'Spiced milk tea.', ar: 'شاي بالحليب والتوابل.', fr: 'Thé au lait épicé.' },
    extra: { upsell_cart: true, product_variations: uses(5, CUP, '18.00') },
  },
  {
    id: 1042,
    cat: 106,
    price: '22.00',
    hue: 40,
    drink: true,
    name: { en: 'Flat White', ar: 'فلات وايت', fr: 'Flat white' },
    desc: {
      en: 'Double ristretto, steamed milk.',
      ar: 'ريستريتو مزدوج مع حليب مبخر.',
      fr: 'Double ristretto, lait vapeur.',
    },
    extra: { product_variations: [...uses(1, SIZE, '22.00'), ...uses(5, CUP, '22.00')] },
  },
  {
    id: 1043,
    cat: 106,
    price: '24.00',
    hue: 140,
    drink: true,
    name: { en: 'Lemon Mint', ar: 'ليمون بالنعناع', fr: 'Citron menthe' },
    desc: {
      en: 'Fresh lemon, mint, crushed ice.',
      ar: 'ليمون طازج ونعناع وثلج مجروش.',
      fr: 'Citron frais, menthe, glace pilée.',
    },
    extra: { upsell_cart: true, properties: [1] },
  },
  {
    id: 1044,
    cat: 106,
    price: '12.00',
    hue: 200,
    drink: true,
    name: { en: 'Still Water', ar: 'مياه معدنية', fr: 'Eau plate' },
    desc: { en: '500 ml.', ar: '٥٠٠ مل.', fr: '500 ml.' },
  },
  {
    id: 1045,
    cat: 106,
    price: '0.00',
    hue: 190,
    drink: true,
    name: { en: 'Tap Water', ar: 'ماء', fr: 'Eau du robinet' },
    desc: { en: 'Free, on request.', ar: 'مجانًا عند الطلب.', fr: 'Gratuite, sur demande.' },
  },
  {
    id: 1051,
    cat: 107,
    price: '36.00',
    hue: 45,
    name: { en: 'Kunafa', ar: 'كنافة', fr: 'Knafeh' },
    desc: {
      en: 'Warm cheese pastry, orange blossom syrup, pistachio.',
      ar: 'كنافة بالجبن مع القطر والفستق.',
      fr: "Pâtisserie au fromage, sirop de fleur d'oranger, pistache.",
    },
    extra: { properties: [4], recommend: true },
  },
  {
    id: 1052,
    cat: 107,
    price: '28.00',
    hue: 330,
    name: { en: 'Umm Ali', ar: 'أم علي', fr: 'Oum Ali' },
    desc: {
      en: 'Bread pudding with nuts and cream.',
      ar: 'حلوى الخبز مع المكسرات والقشطة.',
      fr: 'Pudding au pain, fruits secs et crème.',
    },
    extra: { properties: [4], hidden_title: true },
  },
  {
    id: 1053,
    cat: 107,
    price: '26.00',
    hue: 300,
    name: { en: 'Date Ice Cream', ar: 'آيس كريم التمر', fr: 'Glace aux dattes' },
    desc: {
      en: 'Two scoops, date molasses.',
      ar: 'كرتان مع دبس التمر.',
      fr: 'Deux boules, mélasse de dattes.',
    },
    extra: { discount: '20', card_shadow: false },
  },
  {
    id: 1061,
    cat: 108,
    price: '55.00',
    hue: 18,
    name: { en: 'Burger Meal', ar: 'وجبة برجر', fr: 'Menu burger' },
    desc: {
      en: 'Classic burger with a side and a drink of your choice.',
      ar: 'برجر كلاسيكي مع طبق جانبي ومشروب من اختيارك.',
      fr: 'Burger classique avec accompagnement et boisson au choix.',
    },
    extra: { enable_combo: true, recommend: true },
  },
  {
    id: 1062,
    cat: 108,
    price: '65.00',
    hue: 8,
    name: { en: 'Grill Box', ar: 'صندوق المشاوي', fr: 'Box grillades' },
    desc: {
      en: 'Tawook or kofta with a side.',
      ar: 'طاووق أو كفتة مع طبق جانبي.',
      fr: 'Taouk ou kefta avec accompagnement.',
    },
    extra: { enable_combo: true, discount: '10' },
  },
  {
    id: 1071,
    cat: 114,
    price: '27.00',
    hue: 270,
    name: { en: 'Midnight Manakish', ar: 'مناقيش منتصف الليل', fr: 'Manakish de minuit' },
    desc: {
      en: "Za'atar flatbread, only late at night.",
      ar: 'مناقيش زعتر في وقت متأخر فقط.',
      fr: 'Pain au zaatar, seulement tard le soir.',
    },
  },
  {
    id: 1081,
    cat: 117,
    price: '14.00',
    hue: 60,
    name: { en: 'Fries', ar: 'بطاطا مقلية', fr: 'Frites' },
    desc: { en: 'Sea salt.', ar: 'ملح البحر.', fr: 'Sel de mer.' },
    extra: { properties: [1] },
  },
  {
    id: 1082,
    cat: 117,
    price: '18.00',
    hue: 28,
    name: { en: 'Sweet Potato Fries', ar: 'بطاطا حلوة', fr: 'Frites de patate douce' },
    desc: { en: 'Smoked paprika.', ar: 'بابريكا مدخنة.', fr: 'Paprika fumé.' },
    extra: { properties: [1] },
  },
  {
    id: 1083,
    cat: 117,
    price: '16.00',
    hue: 48,
    name: { en: 'Onion Rings', ar: 'حلقات البصل', fr: "Rondelles d'oignon" },
    desc: { en: 'Beer-free batter.', ar: 'عجينة مقرمشة.', fr: 'Pâte croustillante.' },
    extra: { out_of_stock: true },
  },
  {
    id: 1084,
    cat: 117,
    price: '0.00',
    hue: 70,
    name: { en: 'Extra Napkins', ar: 'مناديل إضافية', fr: 'Serviettes' },
    desc: { en: 'Zero-price item.', ar: 'مجانًا.', fr: 'Gratuit.' },
    extra: { external_link: null, disable_link: true },
  },
  {
    id: 1091,
    cat: 115,
    price: '250.00',
    hue: 210,
    name: { en: 'Party Platter', ar: 'طبق الحفلات', fr: 'Plateau de fête' },
    desc: {
      en: 'Order on our catering site.',
      ar: 'اطلب من موقع التموين.',
      fr: 'À commander sur notre site traiteur.',
    },
    extra: { external_link: 'https://example.com/catering' },
  },
]

function comboGroups(ctx: SeedContext, byId: ReadonlyMap<number, Dish>): Product['combo_groups'] {
  const t = ctx.t
  const cp = (id: number, inc: string, oos = false) => ({
    id,
    name: t(byId.get(id)?.name ?? ''),
    increase_price_by: inc,
    out_of_stock: oos,
    product_variations: [],
  })
  return [
    {
      id: 1,
      name: t({ en: 'Side', ar: 'طبق جانبي', fr: 'Accompagnement' }),
      products: [cp(1081, '0.00'), cp(1082, '3.00'), cp(1083, '2.00', true)],
    },
    {
      id: 2,
      name: t({ en: 'Drink', ar: 'مشروب', fr: 'Boisson' }),
      products: [
        cp(1044, '0.00'),
        cp(1043, '4.00'),
        { ...cp(1042, '6.00'), product_variations: uses(5, CUP, '6.00') },
      ],
    },
  ]
}

function grillCombo(ctx: SeedContext, byId: ReadonlyMap<number, Dish>): Product['combo_groups'] {
  const t = ctx.t
  const cp = (id: number, inc: string) => ({
    id,
    name: t(byId.get(id)?.name ?? ''),
    increase_price_by: inc,
    out_of_stock: false,
    product_variations: [],
  })
  return [
    {
      id: 3,
      name: t({ en: 'Main', ar: 'الطبق الرئيسي', fr: 'Plat' }),
      // The Mixed Grill brings its own variations into the combo: Doneness (required) and Extras
      // (at most 3, priced), so the diner picks them for the combo product (spec: §3 Combo group).
      products: [
        cp(1022, '0.00'),
        {
          ...cp(1021, '20.00'),
          product_variations: [...uses(4, DONENESS, '20.00'), ...uses(2, EXTRAS, '20.00')],
        },
      ],
    },
    {
      id: 4,
      name: t({ en: 'Side', ar: 'طبق جانبي', fr: 'Accompagnement' }),
      products: [cp(1081, '0.00'), cp(1032, '5.00')],
    },
  ]
}

function form(ctx: SeedContext): FormSeed[] {
  const t = ctx.t
  const feedback: Record<string, unknown>[] = [
    {
      type: 'header',
      subtype: 'h2',
      label: t({
        en: 'Tell us about your visit',
        ar: 'أخبرنا عن زيارتك',
        fr: 'Parlez-nous de votre visite',
      }),
    },
    {
      type: 'paragraph',
      subtype: 'p',
      label: t({
        en: 'It takes one minute and helps the kitchen a lot.',
        ar: 'يستغرق دقيقة واحدة ويساعد المطبخ كثيرًا.',
        fr: 'Une minute qui aide beaucoup la cuisine.',
      }),
    },
    {
      type: 'text',
      subtype: 'text',
      name: 'full_name',
      label: t({ en: 'Name', ar: 'الاسم', fr: 'Nom' }),
      placeholder: 'Layla',
      required: true,
      maxlength: 40,
    },
    {
      type: 'text',
      subtype: 'email',
      name: 'email',
      label: t({ en: 'Email', ar: 'البريد الإلكتروني', fr: 'E-mail' }),
      placeholder: 'you@example.com',
      // As the form builder writes it: a switch as text (and the stars' maximum below as a
      // number); @carte/forms reads both spellings.
      required: 'true',
    },
    {
      type: 'text',
      subtype: 'tel',
      name: 'phone',
      label: t({ en: 'Phone', ar: 'الهاتف', fr: 'Téléphone' }),
      placeholder: '050 123 4567',
      required: false,
    },
    {
      type: 'number',
      name: 'guests',
      label: t({ en: 'Guests at the table', ar: 'عدد الضيوف', fr: 'Convives' }),
      min: 1,
      max: 20,
      step: 1,
      required: true,
    },
    {
      type: 'date',
      name: 'visit_date',
      label: t({ en: 'Date of visit', ar: 'تاريخ الزيارة', fr: 'Date de la visite' }),
      required: true,
    },
    {
      type: 'select',
      name: 'meal',
      label: t({ en: 'Meal', ar: 'الوجبة', fr: 'Repas' }),
      required: true,
      multiple: false,
      values: [
        { label: t({ en: 'Breakfast', ar: 'فطور', fr: 'Petit-déjeuner' }), value: 'breakfast' },
        { label: t({ en: 'Lunch', ar: 'غداء', fr: 'Déjeuner' }), value: 'lunch' },
        { label: t({ en: 'Dinner', ar: 'عشاء', fr: 'Dîner' }), value: 'dinner' },
      ],
    },
    {
      type: 'radio-group',
      name: 'heard_from',
      label: t({
        en: 'How did you hear about us?',
        ar: 'كيف سمعت عنا؟',
        fr: 'Comment nous avez-vous connus ?',
      }),
      required: true,
      inline: false,
      other: true,
      values: [
        { label: t({ en: 'Friends', ar: 'الأصدقاء', fr: 'Des amis' }), value: 'friends' },
        { label: 'Instagram', value: 'instagram' },
      ],
    },
    {
      type: 'checkbox-group',
      name: 'liked',
      label: t({ en: 'What did you like?', ar: 'ماذا أعجبك؟', fr: "Qu'avez-vous aimé ?" }),
      required: false,
      inline: true,
      other: true,
      toggle: false,
      values: [
        { label: t({ en: 'Food', ar: 'الطعام', fr: 'La cuisine' }), value: 'food' },
        { label: t({ en: 'Service', ar: 'الخدمة', fr: 'Le service' }), value: 'service' },
        { label: t({ en: 'Atmosphere', ar: 'الأجواء', fr: "L'ambiance" }), value: 'atmosphere' },
      ],
    },
    {
      type: 'starRating',
      name: 'rating',
      label: t({ en: 'Overall rating', ar: 'التقييم العام', fr: 'Note globale' }),
      placeholder: 5,
      required: true,
    },
    {
      type: 'textarea',
      subtype: 'textarea',
      name: 'comments',
      label: t({ en: 'Comments', ar: 'ملاحظات', fr: 'Commentaires' }),
      rows: 4,
      maxlength: 500,
      required: false,
      description: t({ en: 'Anything else?', ar: 'أي شيء آخر؟', fr: 'Autre chose ?' }),
    },
  ]
  const service: Record<string, unknown>[] = [
    {
      type: 'header',
      subtype: 'h3',
      label: t({ en: 'Call a waiter', ar: 'اطلب النادل', fr: 'Appeler un serveur' }),
    },
    {
      type: 'select',
      name: 'request',
      label: t({ en: 'Request', ar: 'الطلب', fr: 'Demande' }),
      required: true,
      values: [
        { label: t({ en: 'The bill', ar: 'الفاتورة', fr: "L'addition" }), value: 'bill' },
        { label: t({ en: 'Cutlery', ar: 'أدوات المائدة', fr: 'Couverts' }), value: 'cutlery' },
      ],
    },
  ]
  return [
    {
      id: 1,
      name: t({ en: 'Feedback', ar: 'رأيك يهمنا', fr: 'Votre avis' }),
      enable: true,
      enable_geofence: false,
      display_on_menu_load: false,
      form_data: feedback,
      success_message: t({
        en: '<p><strong>Thank you!</strong> Your feedback reached the team.</p>',
        ar: '<p><strong>شكرًا!</strong> وصل رأيك إلى الفريق.</p>',
        fr: "<p><strong>Merci !</strong> Votre avis est parvenu à l'équipe.</p>",
      }),
    },
    {
      id: 2,
      name: t({ en: 'Table service', ar: 'خدمة الطاولة', fr: 'Service à table' }),
      enable: true,
      enable_geofence: true,
      display_on_menu_load: false,
      form_data: service,
      success_message: t({
        en: '<p>A waiter is on the way.</p>',
        ar: '<p>النادل في الطريق.</p>',
        fr: '<p>Un serveur arrive.</p>',
      }),
    },
    {
      id: 3,
      name: t({ en: 'Catering enquiry (closed)', ar: 'استفسار التموين', fr: 'Demande traiteur' }),
      enable: false,
      enable_geofence: false,
      display_on_menu_load: false,
      form_data: service,
      success_message: '<p>Thanks.</p>',
    },
  ]
}

function buildMenu(ctx: SeedContext): MenuData {
  const t = ctx.t
  const byId = new Map(dishes.map((d) => [d.id, d]))
  const products: Product[] = dishes.map((d) =>
    product({
      id: d.id,
      name: t(d.name),
      category: d.cat,
      sku: `DXB-${d.id}`,
      price: d.price,
      description: `<p>${t(d.desc)}</p>`,
      small_description: t(d.desc),
      images: [productImage(ctx, t(d.name), d.hue, d.drink === true ? 'drink' : 'food')],
      ...d.extra,
      ...(d.id === 1061 ? { combo_groups: comboGroups(ctx, byId) } : {}),
      ...(d.id === 1062 ? { combo_groups: grillCombo(ctx, byId) } : {}),
      ...(d.id === 1021 ? { video_url: `${ctx.origin}/media/video/grill.webm` } : {}),
    }),
  )
  const promo = (id: number, title: Text, hue: number, video = false): Promotion => ({
    id,
    title: t(title),
    image: video
      ? null
      : {
          product: ctx.image({ label: t(title), hue, width: 800, height: 450, kind: 'banner' }),
          retina: ctx.image({ label: t(title), hue, width: 1600, height: 900, kind: 'banner' }),
        },
    video: video ? `${ctx.origin}/media/video/promo.webm` : null,
    enable: true,
  })
  const promotions = [
    promo(
      1,
      { en: 'Two burgers, one price', ar: 'برجران بسعر واحد', fr: 'Deux burgers, un prix' },
      15,
    ),
    promo(
      2,
      {
        en: 'Breakfast all weekend',
        ar: 'فطور طوال عطلة الأسبوع',
        fr: 'Petit-déjeuner tout le week-end',
      },
      45,
    ),
    promo(
      3,
      { en: 'Live from the grill', ar: 'مباشرة من الشواية', fr: 'En direct du grill' },
      5,
      true,
    ),
    { ...promo(4, { en: 'Old offer', ar: 'عرض قديم', fr: 'Ancienne offre' }, 200), enable: false },
  ]
  const inCat = (id: number) => products.filter((p) => p.category === id).map((p) => p.id)
  const c = (en: string, ar: string, fr: string) => t({ en, ar, fr })
  const categories = [
    category({
      id: 101,
      name: c('Breakfast', 'الفطور', 'Petit-déjeuner'),
      description: c('Served until noon.', 'يقدم حتى الظهر.', "Servi jusqu'à midi."),
      products: inCat(101),
      image: categoryImage(ctx, c('Breakfast', 'الفطور', 'Petit-déjeuner'), 40),
      category_hours: everyDay('06:00:00', '12:00:00'),
      view_format: 1,
    }),
    category({
      id: 102,
      name: c('Mains', 'الأطباق الرئيسية', 'Plats'),
      image: categoryImage(ctx, c('Mains', 'الأطباق الرئيسية', 'Plats'), 10),
    }),
    category({
      id: 103,
      name: c('Burgers', 'البرجر', 'Burgers'),
      parent: 102,
      products: inCat(103),
      image: categoryImage(ctx, 'Burgers', 15),
      view_format: 3,
    }),
    category({
      id: 104,
      name: c('Grills', 'المشاوي', 'Grillades'),
      parent: 102,
      products: inCat(104),
      image: categoryImage(ctx, c('Grills', 'المشاوي', 'Grillades'), 5),
      view_format: 1,
      fullwidth: true,
    }),
    category({
      id: 105,
      name: c('Salads', 'السلطات', 'Salades'),
      products: inCat(105),
      image: categoryImage(ctx, c('Salads', 'السلطات', 'Salades'), 110),
      view_format: 2,
      card_shadow: false,
    }),
    category({
      id: 106,
      name: c('Drinks', 'المشروبات', 'Boissons'),
      products: inCat(106),
      image: categoryImage(ctx, c('Drinks', 'المشروبات', 'Boissons'), 200),
      view_format: 4,
    }),
    category({
      id: 107,
      name: c('Desserts', 'الحلويات', 'Desserts'),
      products: inCat(107),
      image: categoryImage(ctx, c('Desserts', 'الحلويات', 'Desserts'), 320),
      view_format: 3,
      hidden_image: false,
    }),
    category({
      id: 108,
      name: c('Meal Deals', 'الوجبات', 'Formules'),
      products: inCat(108),
      image: categoryImage(ctx, c('Meal Deals', 'الوجبات', 'Formules'), 25),
      view_format: 1,
    }),
    category({
      id: 109,
      name: c('Everything', 'كل الأصناف', 'Toute la carte'),
      image: categoryImage(ctx, c('Everything', 'كل الأصناف', 'Toute la carte'), 180),
      special_category_type: 'all',
      enable_special_category: true,
    }),
    category({
      id: 110,
      name: c('On Offer', 'الخصومات', 'En promo'),
      image: categoryImage(ctx, c('On Offer', 'الخصومات', 'En promo'), 350),
      special_category_type: 'discounted',
      enable_special_category: true,
    }),
    category({
      id: 111,
      name: c('Combos', 'الكومبو', 'Combos'),
      image: categoryImage(ctx, 'Combos', 30),
      special_category_type: 'combos',
      enable_special_category: true,
    }),
    category({
      id: 112,
      name: c('From the Grill House', 'من بيت المشاوي', 'Côté grill'),
      image: categoryImage(ctx, c('From the Grill House', 'من بيت المشاوي', 'Côté grill'), 0),
      special_category_type: 'all_in_category',
      special_category_display_categories: [103, 104],
      enable_special_category: true,
    }),
    category({
      id: 113,
      name: c("What's New", 'الجديد', 'Nouveautés'),
      image: categoryImage(ctx, c("What's New", 'الجديد', 'Nouveautés'), 280),
      promotions: promotions.filter((p) => p.id !== 3),
    }),
    category({
      id: 114,
      name: c('Late Night', 'بعد منتصف الليل', 'Tard le soir'),
      products: inCat(114),
      image: categoryImage(ctx, c('Late Night', 'بعد منتصف الليل', 'Tard le soir'), 260),
      category_hours: everyDay('22:00:00', '03:00:00'),
      view_format: 2,
    }),
    category({
      id: 115,
      name: c('Catering', 'التموين', 'Traiteur'),
      products: inCat(115),
      image: categoryImage(ctx, c('Catering', 'التموين', 'Traiteur'), 215),
      external_link: 'https://example.com/catering',
    }),
    category({
      id: 116,
      name: c('Gift Cards', 'بطاقات الهدايا', 'Cartes cadeaux'),
      image: categoryImage(ctx, c('Gift Cards', 'بطاقات الهدايا', 'Cartes cadeaux'), 45),
      disable_link: true,
      hidden_title: true,
    }),
    category({
      id: 117,
      name: c('Sides', 'الأطباق الجانبية', 'Accompagnements'),
      products: inCat(117),
      image: categoryImage(ctx, c('Sides', 'الأطباق الجانبية', 'Accompagnements'), 55),
      view_format: 3,
    }),
  ]
  const props = [
    {
      id: 1,
      name: t({ en: 'Vegan', ar: 'نباتي', fr: 'Végan' }),
      image: { icon: ctx.image({ label: 'V', hue: 120, width: 64, height: 64, kind: 'icon' }) },
    },
    {
      id: 2,
      name: t({ en: 'Spicy', ar: 'حار', fr: 'Épicé' }),
      image: { icon: ctx.image({ label: 'S', hue: 0, width: 64, height: 64, kind: 'icon' }) },
    },
    {
      id: 3,
      name: t({ en: 'Gluten free', ar: 'خالٍ من الغلوتين', fr: 'Sans gluten' }),
      image: { icon: ctx.image({ label: 'GF', hue: 45, width: 64, height: 64, kind: 'icon' }) },
    },
    {
      id: 4,
      name: t({ en: 'Contains nuts', ar: 'يحتوي على مكسرات', fr: 'Contient des noix' }),
      image: { icon: ctx.image({ label: 'N', hue: 30, width: 64, height: 64, kind: 'icon' }) },
    },
    {
      id: 5,
      name: t({ en: "Chef's pick", ar: 'اختيار الشيف', fr: 'Choix du chef' }),
      image: { icon: ctx.image({ label: 'C', hue: 280, width: 64, height: 64, kind: 'icon' }) },
    },
  ]
  const pages = [
    {
      id: 1,
      title: t({ en: 'About us', ar: 'من نحن', fr: 'À propos' }),
      content: t({
        en: '<h2>Marina Grill House</h2><p>Charcoal grills and breakfasts by the water since 2014.</p>',
        ar: '<h2>مارينا جريل هاوس</h2><p>مشاوي على الفحم وفطور على الماء منذ ٢٠١٤.</p>',
        fr: "<h2>Marina Grill House</h2><p>Grillades au charbon et petits-déjeuners au bord de l'eau depuis 2014.</p>",
      }),
    },
    {
      id: 2,
      title: t({ en: 'Allergens', ar: 'مسببات الحساسية', fr: 'Allergènes' }),
      content: t({
        en: '<p>Ask our staff about allergens. Dishes marked with a nut icon contain nuts.</p>',
        ar: '<p>اسأل فريقنا عن مسببات الحساسية.</p>',
        fr: '<p>Demandez à notre équipe pour les allergènes.</p>',
      }),
    },
    {
      id: 3,
      title: t({ en: 'Terms and conditions', ar: 'الشروط والأحكام', fr: 'Conditions générales' }),
      content: t({
        en: '<p>Orders are prepared when accepted by the venue. Prices include VAT where stated.</p>',
        ar: '<p>يتم تحضير الطلبات عند قبولها.</p>',
        fr: '<p>Les commandes sont préparées après acceptation.</p>',
      }),
    },
  ]
  return {
    ...menuDefaults(ctx),
    id: 1,
    license: 'demo',
    license_status: 'ACTIVE',
    name: t({ en: 'Marina Grill House', ar: 'مارينا جريل هاوس', fr: 'Marina Grill House' }),
    logo_image: {
      logo: ctx.image({ label: 'MG', hue: 18, width: 256, height: 256, kind: 'logo' }),
    },
    cover_image: ctx.image({
      label: t({ en: 'Marina Grill House', ar: 'مارينا جريل هاوس' }),
      hue: 18,
      width: 1200,
      height: 400,
      kind: 'banner',
    }),
    desktop_image: {
      desktop: ctx.image({
        label: 'Marina Grill House',
        hue: 18,
        width: 1920,
        height: 480,
        kind: 'banner',
      }),
    },
    default_product_image: {
      resized: ctx.image({ label: '', hue: 30, width: 600, height: 450 }),
      width: 600,
      height: 450,
    },
    default_category_image: {
      resized: ctx.image({ label: '', hue: 30, width: 640, height: 360 }),
      width: 640,
      height: 360,
    },
    category_background: ctx.image({ label: '', hue: 35, width: 640, height: 360, kind: 'banner' }),
    chef_recommends_image: ctx.image({
      label: "Chef's pick",
      hue: 280,
      width: 128,
      height: 128,
      kind: 'icon',
    }),
    forms: form(ctx),
    pages,
    promotions,
    promotion_on_load: null,
    categories,
    products,
    properties: props,
    variations: variations(ctx),
    taxes: [
      {
        id: 1,
        name: t({ en: 'VAT', ar: 'ضريبة القيمة المضافة', fr: 'TVA' }),
        type: 'percentage',
        rate: '5',
      },
      {
        id: 2,
        name: t({ en: 'Service charge', ar: 'رسوم الخدمة', fr: 'Frais de service' }),
        type: 'fixed',
        rate: '2.00',
      },
    ],
    // The accent is the prices' colour and the continue button's background under white text: a
    // dark amber (5.0:1 on white; #d98e04 read 2.68:1, under WCAG 1.4.3's 4.5:1).
    theme_data: theme('#8a2c1b', '#a35f00', 'Playfair Display'),
    timezone: 'Asia/Dubai',
    opening_hours: everyDay('00:00:00', '00:00:00'),
    closing_rules: [{ start: '2027-12-31T18:00:00+04:00', end: '2028-01-01T12:00:00+04:00' }],
    menu_country: 'AE',
    currency: 'AED',
    currency_symbol: 'AED',
    price_decimal_places: 2,
    enable_alt_currency: true,
    alt_currency: 'USD',
    alt_currency_symbol: '$',
    alt_currency_price_decimal_places: 2,
    alt_currency_exchange_rate: '0.2723',
    enable_discount_percentage: true,
    enable_delivery: true,
    enable_takeaway: true,
    enable_dine_in: true,
    enable_drive_thru: true,
    enable_order: true,
    enable_search: true,
    enable_language_header: true,
    enable_zero_price_item: true,
    enable_adding_same_item_cart: false,
    enable_product_comments: true,
    enable_display_variation_prices: true,
    enable_display_order_type_home: true,
    addtocart_redirect: 'back',
    minimum_order_amount: '40.00',
    cart_subtotal_include_tax: false,
    display_prices_with_tax: false,
    display_properties_in_product: true,
    home_display_all_categories: false,
    home_view_format: 1,
    home_header_text: t({
      en: '<h3>Welcome to Marina Grill House</h3><p>Charcoal grills, all-day breakfast.</p>',
      ar: '<h3>أهلًا بكم في مارينا جريل هاوس</h3><p>مشاوي على الفحم وفطور طوال اليوم.</p>',
      fr: '<h3>Bienvenue au Marina Grill House</h3><p>Grillades au charbon, petit-déjeuner toute la journée.</p>',
    }),
    // The onerror attribute and script are deliberate: the client's sanitizer must drop them. The
    // image's data: URL fails to decode without a request (a relative `src="x"` fetched /en/x, a
    // 20 KB page, on every home load).
    home_footer_text:
      '<p>Open daily · <a href="https://example.com">example.com</a></p><img src="data:," alt="" onerror="alert(1)"><script>alert("xss")</script>',
    product_footer_text: t({
      en: '<p><small>Prices in AED, VAT excluded.</small></p>',
      ar: '<p><small>الأسعار بالدرهم دون الضريبة.</small></p>',
      fr: '<p><small>Prix en AED, hors TVA.</small></p>',
    }),
    cart_footer_text: t({
      en: '<p>Need help? Ask any of our staff.</p>',
      ar: '<p>تحتاج مساعدة؟ اسأل فريقنا.</p>',
      fr: "<p>Besoin d'aide ? Demandez à notre équipe.</p>",
    }),
    coupon_auto_apply: 'HELLO5',
    enable_coupons: true,
    enable_order_comments: true,
    enable_order_email: true,
    enable_order_phone: true,
    enable_delivery_datetime: true,
    enable_address_google_maps: true,
    enable_payment_type: true,
    enable_cash: true,
    enable_card_machine: true,
    payment_enabled: true,
    enable_user_send_whatsapp: true,
    enable_whatsapp_order: true,
    whatsapp_number: '+971501234567',
    enable_order_geofence: false,
    enable_tips: false,
    checkout_terms: 3,
    outlet_latitude: OUTLET.lat,
    outlet_longitude: OUTLET.lng,
  }
}

/** The demo venue: a Dubai grill house exercising every menu flag (architecture: demo venues). */
export const demo: VenueSeed = {
  license: 'demo',
  menuId: 1,
  domains: ['demo.localhost'],
  defaultLanguage: 'en',
  languages: [
    { code: 'en', name_local: 'English' },
    { code: 'ar', name_local: 'العربية' },
    { code: 'fr', name_local: 'Français' },
  ],
  paymentProvider: 'stripe',
  geofenceRadiusM: 300,
  coupons: [
    {
      id: 1,
      code: 'WELCOME10',
      products: [],
      categories: [],
      discount_value_type: 'percentage',
      discount_value: '10',
      min_order_value: '0',
      max_discount_value: '25.00',
      free_delivery: false,
    },
    {
      id: 2,
      code: 'FLAT5',
      products: [],
      categories: [],
      discount_value_type: 'fixed',
      discount_value: '5.00',
      min_order_value: '30.00',
      max_discount_value: '5.00',
      free_delivery: false,
    },
    {
      id: 3,
      code: 'FREEDEL',
      products: [],
      categories: [],
      discount_value_type: 'fixed',
      discount_value: '0.00',
      min_order_value: '50.00',
      max_discount_value: null,
      free_delivery: true,
    },
    {
      id: 4,
      code: 'BURGER20',
      products: [],
      categories: [103],
      discount_value_type: 'percentage',
      discount_value: '20',
      min_order_value: '0',
      max_discount_value: null,
      free_delivery: false,
    },
    {
      id: 5,
      code: 'CHAI3',
      products: [1041],
      categories: [],
      discount_value_type: 'fixed',
      discount_value: '3.00',
      min_order_value: '0',
      max_discount_value: null,
      free_delivery: false,
    },
    {
      id: 6,
      code: 'HELLO5',
      products: [],
      categories: [],
      discount_value_type: 'percentage',
      discount_value: '5',
      min_order_value: '0',
      max_discount_value: '10.00',
      free_delivery: false,
    },
  ],
  deliveryZones: [
    { name: 'Marina', min_km: 0, max_km: 3, delivery_amount: '5.00' },
    { name: 'JLT & Barsha', min_km: 3, max_km: 7, delivery_amount: '10.00' },
    { name: 'Greater Dubai', min_km: 7, max_km: 15, delivery_amount: '20.00' },
  ],
  sections: [
    { name: 'Terrace', from_table: 1, to_table: 10, minimum_order_amount: '50.00' },
    { name: 'Hall', from_table: 11, to_table: 40, minimum_order_amount: '0' },
  ],
  employees: [],
  wallets: [],
  loyalty: [],
  places: placesAround('dxb', OUTLET.lat, OUTLET.lng, 'Dubai, United Arab Emirates', [
    ['Dubai Marina Walk', 'route', 0, 120],
    ['Marina Promenade', 'neighborhood', 300, -200],
    ['Al Marsa Street', 'route', -250, 80],
    ['Jumeirah Beach Residence', 'sublocality', 700, -900],
    ['Bluewaters Island', 'sublocality', 1500, -2400],
    ['Jumeirah Lakes Towers', 'sublocality', -2400, 1800],
    ['Al Barsha', 'sublocality', -4200, 6200],
    ['Dubai Internet City', 'sublocality', 1800, 3200],
    ['Palm Jumeirah', 'sublocality', 4200, 2800],
    ['Downtown Dubai', 'sublocality', 9500, 18500],
    ['Sheikh Zayed Road', 'route', -1200, 1500],
    ['Al Sufouh', 'neighborhood', 2600, 4300],
  ]),
  buildMenu,
}
