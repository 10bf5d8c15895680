import type { MenuCore, MenuData, SeedContext, Text } from './types'

/** Interface strings with their Arabic and French translations (spec: menu-browsing §3 ui_strings). */
export const UI_STRINGS: Readonly<Record<string, Text>> = {
  ui_str_home: { en: 'Home', ar: 'الرئيسية', fr: 'Accueil' },
  ui_str_promotions: { en: 'Promotions', ar: 'العروض', fr: 'Promotions' },
  ui_str_search: { en: 'Search', ar: 'بحث', fr: 'Rechercher' },
  ui_str_cart: { en: 'Cart', ar: 'السلة', fr: 'Panier' },
  ui_str_checkout: { en: 'Checkout', ar: 'الدفع', fr: 'Commander' },
  ui_str_add_to_cart: { en: 'Add To Cart', ar: 'أضف إلى السلة', fr: 'Ajouter au panier' },
  ui_str_already_added_to_cart: {
    en: 'Already Added To Cart',
    ar: 'تمت الإضافة إلى السلة',
    fr: 'Déjà dans le panier',
  },
  ui_str_cart_item_added: {
    en: 'Item added to cart',
    ar: 'تمت إضافة المنتج',
    fr: 'Article ajouté',
  },
  ui_str_order_active_table: {
    en: 'Active order on this table',
    ar: 'يوجد طلب نشط على هذه الطاولة',
    fr: 'Commande en cours sur cette table',
  },
  ui_str_feedback_submission_error: {
    en: 'There was an error submitting the form. Please try again.',
    ar: 'حدث خطأ أثناء إرسال النموذج. يرجى المحاولة مرة أخرى.',
    fr: "Une erreur s'est produite lors de l'envoi du formulaire. Veuillez réessayer.",
  },
  ui_str_closed: {
    en: 'We are currently closed',
    ar: 'نحن مغلقون حاليًا',
    fr: 'Nous sommes actuellement fermés',
  },
  ui_str_out_of_stock: { en: 'Out of Stock', ar: 'نفذت الكمية', fr: 'Rupture de stock' },
  ui_str_minimum_order_amount: {
    en: 'Minimum order amount required',
    ar: 'الحد الأدنى للطلب مطلوب',
    fr: 'Montant minimum de commande requis',
  },
  ui_str_order_thanks: {
    en: 'Thank you for placing the order. Our team will get back to you shortly!',
    ar: 'شكرًا لطلبك. سيتواصل معك فريقنا قريبًا!',
    fr: 'Merci pour votre commande. Notre équipe revient vers vous rapidement !',
  },
  ui_str_order_details: { en: 'Order Details', ar: 'تفاصيل الطلب', fr: 'Détails de la commande' },
  ui_str_order: { en: 'Order', ar: 'الطلب', fr: 'Commande' },
  ui_str_order_number: { en: 'Order #', ar: 'طلب #', fr: 'Commande n° ' },
  ui_str_order_canceled: {
    en: 'Order canceled, please contact our staff for assistance',
    ar: 'تم إلغاء الطلب، يرجى التواصل مع موظفينا للمساعدة',
    fr: 'Commande annulée, veuillez contacter notre personnel',
  },
  ui_str_order_pending: {
    en: 'Order Pending',
    ar: 'الطلب قيد الانتظار',
    fr: 'Commande en attente',
  },
  ui_str_order_accepted: { en: 'Order Accepted', ar: 'تم قبول الطلب', fr: 'Commande acceptée' },
  ui_str_edit: { en: 'Edit', ar: 'تعديل', fr: 'Modifier' },
  ui_str_qty: { en: 'Qty', ar: 'الكمية', fr: 'Qté' },
  ui_str_product: { en: 'Product', ar: 'المنتج', fr: 'Produit' },
  ui_str_price: { en: 'Price', ar: 'السعر', fr: 'Prix' },
  // Screen-reader words before a discounted price's old and new amounts (WCAG 1.3.1).
  ui_str_price_was: { en: 'Was', ar: 'كان', fr: 'Avant' },
  ui_str_price_now: { en: 'Now', ar: 'الآن', fr: 'Maintenant' },
  ui_str_subtotal: { en: 'Subtotal', ar: 'المجموع الفرعي', fr: 'Sous-total' },
  ui_str_items: { en: 'items', ar: 'عناصر', fr: 'articles' },
  ui_str_deleted: { en: 'Deleted', ar: 'محذوف', fr: 'Supprimé' },
  ui_str_loyalty_discount: { en: 'Loyalty discount', ar: 'خصم الولاء', fr: 'Remise fidélité' },
  ui_str_discount: { en: 'Discount', ar: 'الخصم', fr: 'Remise' },
  ui_str_waived: { en: 'Waived', ar: 'معفى', fr: 'Offert' },
  ui_str_tips: { en: 'Tips', ar: 'الإكرامية', fr: 'Pourboire' },
  ui_str_total: { en: 'Total', ar: 'الإجمالي', fr: 'Total' },
  ui_str_payments: { en: 'Payments', ar: 'المدفوع', fr: 'Payé' },
  ui_str_balance_due: { en: 'Balance due', ar: 'الرصيد المستحق', fr: 'Reste à payer' },
  ui_str_change: { en: 'Change', ar: 'الباقي', fr: 'Monnaie rendue' },
  ui_str_order_comments: { en: 'Order comments', ar: 'ملاحظات الطلب', fr: 'Commentaires' },
  ui_str_download_receipt: {
    en: 'Download receipt',
    ar: 'تنزيل الإيصال',
    fr: 'Télécharger le reçu',
  },
  ui_str_send_whatsapp: {
    en: 'Send on WhatsApp',
    ar: 'أرسل عبر واتساب',
    fr: 'Envoyer sur WhatsApp',
  },
  ui_str_table_busy_pos: {
    en: 'Table is busy with POS order. Please proceed ordering with a waiter. Thanks',
    ar: 'الطاولة مشغولة بطلب من نقطة البيع. يرجى متابعة الطلب مع النادل. شكرًا',
    fr: "La table a une commande en caisse. Veuillez commander auprès d'un serveur. Merci",
  },
  ui_str_order_not_found: {
    en: 'We could not find this order.',
    ar: 'لم نتمكن من العثور على هذا الطلب.',
    fr: 'Nous ne trouvons pas cette commande.',
  },
  ui_str_order_load_error: {
    en: 'The order could not be loaded. Check your connection and try again.',
    ar: 'تعذر تحميل الطلب. تحقق من اتصالك وحاول مرة أخرى.',
    fr: "La commande n'a pas pu être chargée. Vérifiez votre connexion et réessayez.",
  },
  ui_str_retry: { en: 'Retry', ar: 'إعادة المحاولة', fr: 'Réessayer' },
  ui_str_order_id: { en: 'Order ID', ar: 'رقم الطلب', fr: 'N° de commande' },
  ui_str_order_status: { en: 'Order Status', ar: 'حالة الطلب', fr: 'État de la commande' },
  ui_str_order_payment: { en: 'Order Payment', ar: 'دفع الطلب', fr: 'Paiement de la commande' },
  ui_str_error_adding_to_order: {
    en: 'Error adding item',
    ar: 'خطأ في إضافة المنتج',
    fr: "Erreur lors de l'ajout",
  },
  ui_str_page_not_found: { en: 'Page not found', ar: 'الصفحة غير موجودة', fr: 'Page introuvable' },
  ui_str_category_empty: {
    en: 'Nothing in this category is available right now.',
    ar: 'لا يتوفر شيء في هذه الفئة حاليًا.',
    fr: 'Rien n’est disponible dans cette catégorie pour le moment.',
  },
  ui_str_back_to_menu: { en: 'Back To Menu', ar: 'العودة إلى القائمة', fr: 'Retour au menu' },
  ui_str_submit_order: { en: 'SUBMIT ORDER', ar: 'إرسال الطلب', fr: 'ENVOYER LA COMMANDE' },
  ui_str_pay_now: { en: 'PAY NOW', ar: 'ادفع الآن', fr: 'PAYER' },
  ui_str_delivery_location: {
    en: 'Delivery Location',
    ar: 'موقع التوصيل',
    fr: 'Adresse de livraison',
  },
  // The delivery location screen (menu-web src/screens/ordering/delivery).
  ui_str_search_address: {
    en: 'Search for an address',
    ar: 'ابحث عن عنوان',
    fr: 'Rechercher une adresse',
  },
  ui_str_saved_addresses: {
    en: 'Saved addresses',
    ar: 'العناوين المحفوظة',
    fr: 'Adresses enregistrées',
  },
  ui_str_use_my_location: { en: 'Use my location', ar: 'استخدم موقعي', fr: 'Utiliser ma position' },
  ui_str_map: { en: 'Map', ar: 'الخريطة', fr: 'Carte' },
  ui_str_delivery_marker: {
    en: 'Delivery position: drag it, or use the arrow keys, to move it',
    ar: 'موقع التوصيل: اسحبه أو استخدم مفاتيح الأسهم لتحريكه',
    fr: 'Position de livraison : faites-la glisser, ou utilisez les flèches, pour la déplacer',
  },
  ui_str_deliver_to: { en: 'Deliver to', ar: 'التوصيل إلى', fr: 'Livrer à' },
  ui_str_confirm_location: {
    en: 'Confirm Location',
    ar: 'تأكيد الموقع',
    fr: 'Confirmer la position',
  },
  ui_str_change_location: { en: 'Change Location', ar: 'تغيير الموقع', fr: "Changer d'adresse" },
  ui_str_out_of_area_title: {
    en: "We're not there yet",
    ar: 'لم نصل إلى هناك بعد',
    fr: 'Nous ne livrons pas encore ici',
  },
  ui_str_out_of_area_text: {
    en: 'This location is still outside our delivery area. Try a different location, or select pickup to collect your order at the outlet.',
    ar: 'لا يزال هذا الموقع خارج منطقة التوصيل. جرّب موقعًا آخر، أو اختر الاستلام لتستلم طلبك من الفرع.',
    fr: 'Cette adresse est encore hors de notre zone de livraison. Essayez une autre adresse, ou choisissez le retrait pour récupérer votre commande au restaurant.',
  },
  ui_str_delivery_fee: { en: 'Delivery fee', ar: 'رسوم التوصيل', fr: 'Frais de livraison' },
  ui_str_delivery_fee_pending: {
    en: 'Added once your location is confirmed',
    ar: 'تُضاف بعد تأكيد موقعك',
    fr: 'Ajoutés une fois votre adresse confirmée',
  },
  ui_str_change_address: { en: 'Change', ar: 'تغيير', fr: 'Modifier' },
  ui_str_continue: { en: 'Continue', ar: 'متابعة', fr: 'Continuer' },
  ui_str_flat_house_number: {
    en: 'Flat/House number',
    ar: 'رقم الشقة/المنزل',
    fr: 'Appartement/N° de maison',
  },
  ui_str_building_premise: { en: 'Building/Premise', ar: 'المبنى', fr: 'Bâtiment' },
  ui_str_area_street: { en: 'Area/Street', ar: 'المنطقة/الشارع', fr: 'Quartier/Rue' },
  ui_str_landmark: { en: 'Landmark', ar: 'معلم قريب', fr: 'Point de repère' },
  ui_str_optional: { en: 'optional', ar: 'اختياري', fr: 'facultatif' },
  ui_str_required_field: {
    en: '{label} is a required field',
    ar: '{label} حقل مطلوب',
    fr: '{label} est un champ obligatoire',
  },
  // The location check of geofenced forms and checkouts (@carte/ui LocationGate, §8 texts).
  ui_str_geo_locating: { en: 'Locating you…', ar: 'جارٍ تحديد موقعك…', fr: 'Localisation…' },
  ui_str_geo_checking: {
    en: 'Checking your location…',
    ar: 'جارٍ التحقق من موقعك…',
    fr: 'Vérification de votre position…',
  },
  ui_str_geo_denied: {
    en: 'Location permission is denied. Please enable location in your browser settings.',
    ar: 'تم رفض إذن الموقع. يرجى تفعيل الموقع من إعدادات المتصفح.',
    fr: 'L’accès à la position est refusé. Activez la localisation dans les réglages du navigateur.',
  },
  ui_str_geo_unavailable: {
    en: 'Location is unavailable on this device or browser.',
    ar: 'الموقع غير متاح على هذا الجهاز أو المتصفح.',
    fr: 'La localisation n’est pas disponible sur cet appareil ou ce navigateur.',
  },
  ui_str_geo_error: {
    en: 'We couldn’t determine your location. Please try again.',
    ar: 'تعذر تحديد موقعك. يرجى المحاولة مرة أخرى.',
    fr: 'Impossible de déterminer votre position. Veuillez réessayer.',
  },
  ui_str_geo_outside: {
    en: 'You’re currently outside the allowed area.',
    ar: 'أنت حاليًا خارج المنطقة المسموح بها.',
    fr: 'Vous êtes actuellement hors de la zone autorisée.',
  },
  ui_str_geo_enable_prompt: {
    en: 'Please enable your location to continue.',
    ar: 'يرجى تفعيل موقعك للمتابعة.',
    fr: 'Veuillez activer votre position pour continuer.',
  },
  ui_str_geo_position_error: {
    en: 'Unable to get your location.',
    ar: 'تعذر الحصول على موقعك.',
    fr: 'Impossible d’obtenir votre position.',
  },
  ui_str_geo_validation_failed: {
    en: 'Could not validate your location. Please try again.',
    ar: 'تعذر التحقق من موقعك. يرجى المحاولة مرة أخرى.',
    fr: 'Impossible de valider votre position. Veuillez réessayer.',
  },
  ui_str_enable_location: { en: 'Enable Location', ar: 'تفعيل الموقع', fr: 'Activer la position' },
  ui_str_refresh_location: {
    en: 'Refresh Location',
    ar: 'تحديث الموقع',
    fr: 'Actualiser la position',
  },
  // The version banner and the header logo.
  ui_str_new_version: {
    en: 'A new version (v.{version}) is available.',
    ar: 'يتوفر إصدار جديد (v.{version}).',
    fr: 'Une nouvelle version (v.{version}) est disponible.',
  },
  ui_str_new_version_hint: {
    en: 'Close all tabs and re-open the app or press "Update"',
    ar: 'أغلق جميع علامات التبويب وأعد فتح التطبيق أو اضغط "تحديث"',
    fr: 'Fermez tous les onglets et rouvrez l’application, ou appuyez sur « Mettre à jour »',
  },
  ui_str_logo: { en: 'Logo', ar: 'الشعار', fr: 'Logo' },
  // The feedback form's own messages (@carte/ui DynamicForm; the required, e-mail and phone
  // messages share the keys above and the checkout's).
  ui_str_form_minValue: {
    en: '{label} requires minimum value of {min}',
    ar: '{label} يتطلب قيمة لا تقل عن {min}',
    fr: '{label} doit valoir au moins {min}',
  },
  ui_str_form_maxValue: {
    en: '{label} requires maximum value of {max}',
    ar: '{label} يتطلب قيمة لا تزيد عن {max}',
    fr: '{label} doit valoir au plus {max}',
  },
  ui_str_form_maxLength: {
    en: '{label} can not have more than {n} characters',
    ar: '{label} لا يمكن أن يتجاوز {n} حرفًا',
    fr: '{label} ne peut pas dépasser {n} caractères',
  },
  ui_str_form_otherRequired: {
    en: 'Please enter other value',
    ar: 'يرجى إدخال قيمة أخرى',
    fr: 'Veuillez saisir une autre valeur',
  },
  ui_str_form_number: {
    en: '{label} must be a number',
    ar: '{label} يجب أن يكون رقمًا',
    fr: '{label} doit être un nombre',
  },
  ui_str_form_step: {
    en: '{label} must be in steps of {step}',
    ar: '{label} يجب أن يكون بخطوات من {step}',
    fr: '{label} doit aller par pas de {step}',
  },
  ui_str_form_invalid: {
    en: '{label} is not valid',
    ar: '{label} غير صالح',
    fr: "{label} n'est pas valide",
  },
  // The checkout screen (menu-web src/screens/ordering/checkout).
  ui_str_order_summary: { en: 'Order summary', ar: 'ملخص الطلب', fr: 'Récapitulatif' },
  ui_str_customer_details: { en: 'Customer details', ar: 'بيانات العميل', fr: 'Vos coordonnées' },
  ui_str_name: { en: 'Name', ar: 'الاسم', fr: 'Nom' },
  ui_str_email: { en: 'Email', ar: 'البريد الإلكتروني', fr: 'E-mail' },
  ui_str_phone: { en: 'Phone', ar: 'الهاتف', fr: 'Téléphone' },
  ui_str_car_number: { en: 'Car number', ar: 'رقم السيارة', fr: "Plaque d'immatriculation" },
  ui_str_delivery_datetime: { en: 'Date and time', ar: 'التاريخ والوقت', fr: 'Date et heure' },
  ui_str_address: { en: 'Address', ar: 'العنوان', fr: 'Adresse' },
  ui_str_accept_terms: {
    en: 'I accept the terms and conditions',
    ar: 'أوافق على الشروط والأحكام',
    fr: "J'accepte les conditions générales",
  },
  ui_str_terms_and_conditions: {
    en: 'Terms and Conditions',
    ar: 'الشروط والأحكام',
    fr: 'Conditions générales',
  },
  ui_str_table: { en: 'Table#', ar: 'طاولة#', fr: 'Table#' },
  ui_str_room: { en: 'Room#', ar: 'غرفة#', fr: 'Chambre#' },
  ui_str_submitting: { en: 'SUBMITTING', ar: 'جارٍ الإرسال', fr: 'ENVOI EN COURS' },
  // The feedback form's button while it sends (menu-browsing §4 "submitting (button 'Submitting')").
  ui_str_feedback_submitting: { en: 'Submitting', ar: 'جارٍ الإرسال', fr: 'Envoi en cours' },
  ui_str_redirecting: { en: 'REDIRECTING ...', ar: 'جارٍ التحويل ...', fr: 'REDIRECTION ...' },
  ui_str_whatsapp_order: {
    en: 'WHATSAPP ORDER',
    ar: 'اطلب عبر واتساب',
    fr: 'COMMANDER PAR WHATSAPP',
  },
  ui_str_active_order_title: {
    en: 'Active order on this table',
    ar: 'يوجد طلب نشط على هذه الطاولة',
    fr: 'Commande en cours à cette table',
  },
  ui_str_active_order_items: {
    en: 'There is an active order on this table with the following items:',
    ar: 'يوجد طلب نشط على هذه الطاولة يحتوي على المنتجات التالية:',
    fr: 'Une commande est en cours à cette table avec les articles suivants :',
  },
  ui_str_merge_discounts_left: {
    en: "Your cart's coupon or staff discount is not sent with the merged items: the open order keeps its own discounts.",
    ar: 'لا تُرسَل قسيمة سلتك أو خصم الموظف مع المنتجات المدمجة: يحتفظ الطلب المفتوح بخصوماته.',
    fr: 'Le coupon ou la remise employé de votre panier n’accompagne pas les articles ajoutés : la commande en cours garde ses propres remises.',
  },
  ui_str_merge_comments_left: {
    en: 'Your order comments are not sent with the merged items: they stay in your cart.',
    ar: 'لا تُرسَل ملاحظات طلبك مع المنتجات المدمجة: تبقى في سلتك.',
    fr: 'Vos commentaires ne sont pas envoyés avec les articles ajoutés : ils restent dans votre panier.',
  },
  ui_str_merge_question: {
    en: 'Merge your cart items with the existing order?',
    ar: 'هل تريد دمج منتجات سلتك مع الطلب الحالي؟',
    fr: 'Ajouter les articles de votre panier à cette commande ?',
  },
  ui_str_cancel: { en: 'Cancel', ar: 'إلغاء', fr: 'Annuler' },
  ui_str_merge: { en: 'Merge', ar: 'دمج', fr: 'Fusionner' },
  ui_str_merging: { en: 'Merging', ar: 'جارٍ الدمج', fr: 'Fusion en cours' },
  ui_str_no_response: {
    en: 'No response from server',
    ar: 'لا يوجد رد من الخادم',
    fr: 'Aucune réponse du serveur',
  },
  ui_str_request_setup_error: {
    en: 'Error setting up request',
    ar: 'خطأ في إعداد الطلب',
    fr: 'Erreur lors de la préparation de la requête',
  },
  ui_str_order_submit_error: {
    en: 'There was an error sending this order. Please try again later.',
    ar: 'حدث خطأ أثناء إرسال هذا الطلب. يرجى المحاولة لاحقًا.',
    fr: "Une erreur s'est produite lors de l'envoi de la commande. Veuillez réessayer plus tard.",
  },
  ui_str_set_delivery_location_first: {
    en: 'Set the delivery location to continue.',
    ar: 'حدد موقع التوصيل للمتابعة.',
    fr: "Indiquez l'adresse de livraison pour continuer.",
  },
  ui_str_redirecting_payment: {
    en: 'Redirecting to the payment page…',
    ar: 'جارٍ التحويل إلى صفحة الدفع…',
    fr: 'Redirection vers la page de paiement…',
  },
  ui_str_set_delivery_location: {
    en: 'Set Delivery Location',
    ar: 'حدد موقع التوصيل',
    fr: "Indiquer l'adresse de livraison",
  },
  ui_str_go_to_payment: { en: 'Go to payment', ar: 'الانتقال إلى الدفع', fr: 'Aller au paiement' },
  ui_str_checkout_nameRequired: {
    en: 'Name is a required field',
    ar: 'الاسم حقل مطلوب',
    fr: 'Le nom est obligatoire',
  },
  ui_str_checkout_nameTooShort: {
    en: 'Valid name is required',
    ar: 'يرجى إدخال اسم صحيح',
    fr: 'Veuillez saisir un nom valide',
  },
  ui_str_checkout_emailRequired: {
    en: 'Email is a required field',
    ar: 'البريد الإلكتروني حقل مطلوب',
    fr: "L'e-mail est obligatoire",
  },
  ui_str_checkout_emailInvalid: {
    en: 'Invalid email address',
    ar: 'البريد الإلكتروني غير صحيح',
    fr: 'Adresse e-mail invalide',
  },
  ui_str_checkout_phoneRequired: {
    en: 'Phone is a required field',
    ar: 'الهاتف حقل مطلوب',
    fr: 'Le téléphone est obligatoire',
  },
  ui_str_checkout_phoneInvalid: {
    en: 'Please enter valid phone number',
    ar: 'يرجى إدخال رقم هاتف صحيح',
    fr: 'Veuillez saisir un numéro de téléphone valide',
  },
  ui_str_checkout_carNumberInvalid: {
    en: 'Valid car number is required',
    ar: 'يرجى إدخال رقم سيارة صحيح',
    fr: "Veuillez saisir une plaque d'immatriculation valide",
  },
  ui_str_checkout_dateRequired: {
    en: 'Date is a required field',
    ar: 'التاريخ حقل مطلوب',
    fr: 'La date est obligatoire',
  },
  ui_str_checkout_dateInvalid: {
    en: 'Please enter a valid date',
    ar: 'يرجى إدخال تاريخ صحيح',
    fr: 'Veuillez saisir une date valide',
  },
  ui_str_checkout_dateInPast: {
    en: 'Date can not be in the past',
    ar: 'لا يمكن أن يكون التاريخ في الماضي',
    fr: 'La date ne peut pas être passée',
  },
  ui_str_checkout_addressRequired: {
    en: 'Address is a required field',
    ar: 'العنوان حقل مطلوب',
    fr: "L'adresse est obligatoire",
  },
  ui_str_checkout_addressTooShort: {
    en: 'Address is required for delivery',
    ar: 'العنوان مطلوب للتوصيل',
    fr: "L'adresse est nécessaire pour la livraison",
  },
  ui_str_checkout_termsRequired: {
    en: 'Please accept the terms and conditions',
    ar: 'يرجى الموافقة على الشروط والأحكام',
    fr: 'Veuillez accepter les conditions générales',
  },
  // Keys the cart, product, delivery and shell screens use that had no translation (an Arabic
  // diner saw 'Delivery', 'Remove', 'Coupon', 'Your cart is empty' in English).
  ui_str_delivery: { en: 'Delivery', ar: 'توصيل', fr: 'Livraison' },
  ui_str_dine_in: { en: 'Dine In', ar: 'تناول في المطعم', fr: 'Sur place' },
  ui_str_takeaway: { en: 'Takeaway', ar: 'استلام', fr: 'À emporter' },
  ui_str_drive_thru: { en: 'Drive Thru', ar: 'من السيارة', fr: 'Drive' },
  ui_str_order_type: { en: 'Order type', ar: 'نوع الطلب', fr: 'Type de commande' },
  ui_str_payment_type: { en: 'Payment type', ar: 'طريقة الدفع', fr: 'Mode de paiement' },
  ui_str_cash: { en: 'Cash', ar: 'نقدًا', fr: 'Espèces' },
  ui_str_card_machine: { en: 'Card Machine', ar: 'جهاز البطاقة', fr: 'Terminal de carte' },
  ui_str_online_card: { en: 'Online Card', ar: 'بطاقة عبر الإنترنت', fr: 'Carte en ligne' },
  ui_str_cart_empty: { en: 'Your cart is empty', ar: 'سلتك فارغة', fr: 'Votre panier est vide' },
  ui_str_cart_items: { en: 'Cart items', ar: 'عناصر السلة', fr: 'Articles du panier' },
  ui_str_cart_count: {
    en: '{count} items in cart',
    ar: '{count} عناصر في السلة',
    fr: '{count} articles dans le panier',
  },
  // The forms a language gives some counts (CLDR plural categories; @carte/ui translateCount).
  ui_str_cart_count_one: {
    en: '{count} item in cart',
    ar: 'عنصر واحد في السلة',
    fr: '{count} article dans le panier',
  },
  // Arabic only: English and French have no two-form (an empty text is left out of the menu).
  ui_str_cart_count_two: { en: '', ar: 'عنصران في السلة' },
  // The partner's dine-in payment page (/af-checkout): tips, wallet, payment options.
  ui_str_payment_options: { en: 'Payment Options', ar: 'خيارات الدفع', fr: 'Options de paiement' },
  ui_str_pay_full: { en: 'Pay in full', ar: 'ادفع المبلغ كاملًا', fr: 'Payer la totalité' },
  ui_str_split_bill: { en: 'Split bill', ar: 'تقسيم الفاتورة', fr: 'Partager l’addition' },
  ui_str_split_payment: { en: 'Split Payment', ar: 'تقسيم الدفع', fr: 'Paiement partagé' },
  ui_str_guests: { en: 'Guests', ar: 'الضيوف', fr: 'Convives' },
  ui_str_guest: { en: 'Guest', ar: 'ضيف', fr: 'Convive' },
  ui_str_max_guests: {
    en: 'Max upto 6 guests',
    ar: '٦ ضيوف كحد أقصى',
    fr: '6 convives au maximum',
  },
  ui_str_pay: { en: 'Pay', ar: 'ادفع', fr: 'Payer' },
  ui_str_in_progress: { en: 'In Progress', ar: 'قيد المعالجة', fr: 'En cours' },
  ui_str_paid: { en: 'Paid', ar: 'مدفوع', fr: 'Payé' },
  ui_str_invalid_split_total: {
    en: 'Invalid Split Total',
    ar: 'مجموع التقسيم غير صحيح',
    fr: 'Total du partage invalide',
  },
  ui_str_split_failed: {
    en: 'The bill could not be split. Please check your connection and try again.',
    ar: 'تعذّر تقسيم الفاتورة. يرجى التحقق من الاتصال والمحاولة مرة أخرى.',
    fr: 'L’addition n’a pas pu être partagée. Vérifiez votre connexion et réessayez.',
  },
  ui_str_payment_start_failed: {
    en: 'The payment could not be started. Please check your connection and try again.',
    ar: 'تعذّر بدء الدفع. يرجى التحقق من الاتصال والمحاولة مرة أخرى.',
    fr: 'Le paiement n’a pas pu démarrer. Vérifiez votre connexion et réessayez.',
  },
  ui_str_add_tip: { en: 'Add a tip', ar: 'أضف إكرامية', fr: 'Ajouter un pourboire' },
  ui_str_add_tip_button: { en: 'Add Tip', ar: 'أضف الإكرامية', fr: 'Ajouter' },
  ui_str_tip_choices: { en: 'Tip amount', ar: 'قيمة الإكرامية', fr: 'Montant du pourboire' },
  ui_str_custom_tip: { en: 'Custom tip', ar: 'إكرامية أخرى', fr: 'Autre montant' },
  ui_str_invalid_tip: {
    en: 'Enter a tip of 0 or more, for example 0.500',
    ar: 'أدخل إكرامية من ٠ أو أكثر، مثل 0.500',
    fr: 'Saisissez un pourboire de 0 ou plus, par exemple 0.500',
  },
  ui_str_tip_failed: {
    en: 'The tip could not be saved. Please check your connection and try again.',
    ar: 'تعذّر حفظ الإكرامية. يرجى التحقق من الاتصال والمحاولة مرة أخرى.',
    fr: 'Le pourboire n’a pas pu être enregistré. Vérifiez votre connexion et réessayez.',
  },
  ui_str_tip_locked: {
    en: 'A tip cannot be lowered or removed once a payment has been made',
    ar: 'لا يمكن تخفيض الإكرامية أو إزالتها بعد إتمام دفعة',
    fr: 'Le pourboire ne peut plus être réduit ni retiré après un paiement',
  },
  ui_str_remove_tip: { en: 'Remove tip', ar: 'إزالة الإكرامية', fr: 'Retirer le pourboire' },
  ui_str_wallet: { en: 'Wallet', ar: 'المحفظة', fr: 'Portefeuille' },
  ui_str_wallet_balance: { en: 'Wallet balance', ar: 'رصيد المحفظة', fr: 'Solde du portefeuille' },
  ui_str_redeem_amount: {
    en: 'Amount to redeem',
    ar: 'المبلغ المراد استخدامه',
    fr: 'Montant à utiliser',
  },
  ui_str_redeem_amount_invalid: {
    en: 'Enter an amount above 0 and up to',
    ar: 'أدخل مبلغًا أكبر من ٠ وحتى',
    fr: 'Saisissez un montant supérieur à 0 et jusqu’à',
  },
  ui_str_otp: { en: 'One-time code', ar: 'رمز التحقق لمرة واحدة', fr: 'Code à usage unique' },
  ui_str_incorrect_otp: { en: 'Incorrect OTP', ar: 'رمز التحقق غير صحيح', fr: 'Code incorrect' },
  ui_str_redeem: { en: 'Redeem', ar: 'استخدام', fr: 'Utiliser' },
  ui_str_af_not_active_order: {
    en: "This order can be paid here only from its table. Scan the table's code, or pay with our staff.",
    ar: 'لا يمكن دفع هذا الطلب هنا إلا من طاولته. امسح رمز الطاولة، أو ادفع لدى موظفينا.',
    fr: 'Cette commande ne se paie ici que depuis sa table. Scannez le code de la table ou payez auprès de notre équipe.',
  },
  // The order receipt's subtotal label, with the same plural forms.
  ui_str_subtotal_count: {
    en: 'Subtotal ({count} items)',
    ar: 'المجموع الفرعي ({count} عناصر)',
    fr: 'Sous-total ({count} articles)',
  },
  ui_str_subtotal_count_one: {
    en: 'Subtotal ({count} item)',
    ar: 'المجموع الفرعي (عنصر واحد)',
    fr: 'Sous-total ({count} article)',
  },
  ui_str_subtotal_count_two: { en: '', ar: 'المجموع الفرعي (عنصران)' },
  ui_str_subtotal_count_many: { en: '', ar: 'المجموع الفرعي ({count} عنصرًا)' },
  ui_str_quantity_at_most: { en: 'At most {max}', ar: '{max} كحد أقصى', fr: '{max} au maximum' },
  ui_str_quantity_at_least: { en: 'At least {min}', ar: '{min} على الأقل', fr: 'Au moins {min}' },
  ui_str_quantity_whole_number: {
    en: 'Whole numbers only',
    ar: 'أرقام صحيحة فقط',
    fr: 'Nombres entiers uniquement',
  },
  ui_str_choose_missing: {
    en: 'Choose: {groups}',
    ar: 'اختر: {groups}',
    fr: 'Choisissez : {groups}',
  },
  ui_str_product_unavailable: {
    en: 'This product is not available right now.',
    ar: 'هذا المنتج غير متوفر حاليًا.',
    fr: 'Ce produit n’est pas disponible pour le moment.',
  },
  ui_str_menu_empty: {
    en: 'Nothing on the menu is available right now.',
    ar: 'لا يتوفر شيء من القائمة في الوقت الحالي.',
    fr: 'Rien au menu n’est disponible pour le moment.',
  },
  ui_str_promotions_empty: {
    en: 'There are no promotions right now.',
    ar: 'لا توجد عروض في الوقت الحالي.',
    fr: 'Aucune promotion pour le moment.',
  },
  ui_str_location_code_unknown: {
    en: 'The table or room of this link was not recognised. Please scan the QR code again.',
    ar: 'لم يتم التعرف على الطاولة أو الغرفة في هذا الرابط. يرجى مسح رمز QR مرة أخرى.',
    fr: 'La table ou la chambre de ce lien n’a pas été reconnue. Veuillez scanner à nouveau le code QR.',
  },
  ui_str_remove_unavailable: {
    en: 'Remove the items that are out of stock to continue.',
    ar: 'أزل العناصر غير المتوفرة للمتابعة.',
    fr: 'Retirez les articles en rupture de stock pour continuer.',
  },
  ui_str_remove: { en: 'Remove', ar: 'إزالة', fr: 'Retirer' },
  ui_str_quantity: { en: 'Quantity', ar: 'الكمية', fr: 'Quantité' },
  ui_str_decrease_quantity: {
    en: 'Decrease quantity',
    ar: 'إنقاص الكمية',
    fr: 'Diminuer la quantité',
  },
  ui_str_increase_quantity: {
    en: 'Increase quantity',
    ar: 'زيادة الكمية',
    fr: 'Augmenter la quantité',
  },
  ui_str_coupon: { en: 'Coupon', ar: 'القسيمة', fr: 'Code promo' },
  ui_str_apply_coupon: { en: 'Apply Coupon', ar: 'تطبيق القسيمة', fr: 'Appliquer le code' },
  ui_str_coupon_applied: { en: 'Coupon Applied', ar: 'تم تطبيق القسيمة', fr: 'Code appliqué' },
  ui_str_delete_coupon: { en: 'Delete Coupon', ar: 'حذف القسيمة', fr: 'Supprimer le code' },
  ui_str_invalid_coupon: {
    en: 'Invalid coupon code',
    ar: 'رمز القسيمة غير صالح',
    fr: 'Code promo invalide',
  },
  ui_str_coupon_failed: {
    en: 'The coupon could not be checked. Please check your connection and try again.',
    ar: 'تعذّر التحقق من القسيمة. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
    fr: "Le code n'a pas pu être vérifié. Vérifiez votre connexion et réessayez.",
  },
  ui_str_coupon_minimum: {
    en: 'Add {amount} more to use this coupon',
    ar: 'أضف منتجات إضافية بقيمة {amount} لاستخدام هذه القسيمة',
    fr: 'Ajoutez encore {amount} pour utiliser ce code',
  },
  ui_str_coupon_no_items: {
    en: 'This coupon does not apply to the items in your cart',
    ar: 'لا تنطبق هذه القسيمة على المنتجات في سلتك',
    fr: "Ce code ne s'applique pas aux articles de votre panier",
  },
  ui_str_upsell: { en: 'You may also like', ar: 'قد يعجبك أيضًا', fr: 'Vous aimerez aussi' },
  ui_str_special_instructions: {
    en: 'Special instructions',
    ar: 'تعليمات خاصة',
    fr: 'Instructions particulières',
  },
  ui_str_select_variations: {
    en: 'Select Variations',
    ar: 'اختر الخيارات',
    fr: 'Choisir les options',
  },
  ui_str_required: { en: 'Required', ar: 'مطلوب', fr: 'Obligatoire' },
  ui_str_max_choices: {
    en: 'Choose up to {max}',
    ar: 'اختر حتى {max}',
    fr: "Choisissez jusqu'à {max}",
  },
  ui_str_done: { en: 'Done', ar: 'تم', fr: 'Terminé' },
  ui_str_other: { en: 'Other', ar: 'أخرى', fr: 'Autre' },
  ui_str_other_value: { en: 'Other value', ar: 'قيمة أخرى', fr: 'Autre valeur' },
  ui_str_previous: { en: 'Previous', ar: 'السابق', fr: 'Précédent' },
  ui_str_next: { en: 'Next', ar: 'التالي', fr: 'Suivant' },
  ui_str_carousel: { en: 'carousel', ar: 'عرض دوّار', fr: 'carrousel' },
  ui_str_slide: { en: 'slide', ar: 'شريحة', fr: 'diapositive' },
  ui_str_back: { en: 'Back', ar: 'رجوع', fr: 'Retour' },
  ui_str_close: { en: 'Close', ar: 'إغلاق', fr: 'Fermer' },
  ui_str_menu: { en: 'Menu', ar: 'القائمة', fr: 'Menu' },
  ui_str_open_menu: { en: 'Open menu', ar: 'فتح القائمة', fr: 'Ouvrir le menu' },
  ui_str_close_menu: { en: 'Close menu', ar: 'إغلاق القائمة', fr: 'Fermer le menu' },
  ui_str_language: { en: 'Language', ar: 'اللغة', fr: 'Langue' },
  ui_str_categories: { en: 'Categories', ar: 'الفئات', fr: 'Catégories' },
  ui_str_properties: { en: 'Properties', ar: 'الخصائص', fr: 'Propriétés' },
  ui_str_no_results: {
    en: 'No products found',
    ar: 'لم يتم العثور على منتجات',
    fr: 'Aucun produit trouvé',
  },
  ui_str_search_results_count: {
    en: '{count} products found',
    ar: 'تم العثور على {count} منتجات',
    fr: '{count} produits trouvés',
  },
  ui_str_search_results_count_one: {
    en: '{count} product found',
    ar: 'تم العثور على منتج واحد',
    fr: '{count} produit trouvé',
  },
  ui_str_search_results_count_two: { en: '', ar: 'تم العثور على منتجين' },
  ui_str_show_more: {
    en: 'Show more ({shown} of {count})',
    ar: 'عرض المزيد ({shown} من {count})',
    fr: 'Afficher plus ({shown} sur {count})',
  },
  ui_str_loading: { en: 'Loading', ar: 'جارٍ التحميل', fr: 'Chargement' },
  ui_str_try_again: { en: 'Try again', ar: 'حاول مرة أخرى', fr: 'Réessayer' },
  ui_str_error: { en: 'Error', ar: 'خطأ', fr: 'Erreur' },
  ui_str_submit: { en: 'Submit', ar: 'إرسال', fr: 'Envoyer' },
  ui_str_notifications: { en: 'Notifications', ar: 'الإشعارات', fr: 'Notifications' },
  ui_str_active_order: { en: 'Active order', ar: 'طلب نشط', fr: 'Commande en cours' },
  ui_str_opens_at: { en: 'Opens {when}', ar: 'يفتح {when}', fr: 'Ouvre {when}' },
  ui_str_update: { en: 'Update', ar: 'تحديث', fr: 'Mettre à jour' },
  ui_str_version: { en: 'Version {version}', ar: 'الإصدار {version}', fr: 'Version {version}' },
  ui_str_star_rating_value: {
    en: '{value} of {max} stars',
    ar: '{value} من {max} نجوم',
    fr: '{value} étoiles sur {max}',
  },
  ui_str_address_suggestions: { en: 'Suggestions', ar: 'اقتراحات', fr: 'Suggestions' },
  ui_str_searching: { en: 'Searching…', ar: 'جارٍ البحث…', fr: 'Recherche…' },
  ui_str_loading_map: {
    en: 'Loading the map…',
    ar: 'جارٍ تحميل الخريطة…',
    fr: 'Chargement de la carte…',
  },
  ui_str_locating: {
    en: 'Finding your location…',
    ar: 'جارٍ تحديد موقعك…',
    fr: 'Recherche de votre position…',
  },
  ui_str_finding_address: {
    en: 'Finding the address…',
    ar: 'جارٍ البحث عن العنوان…',
    fr: "Recherche de l'adresse…",
  },
  ui_str_checking_location: {
    en: 'Checking delivery…',
    ar: 'جارٍ التحقق من التوصيل…',
    fr: 'Vérification de la livraison…',
  },
  ui_str_delivery_marker_title: {
    en: 'Delivery position',
    ar: 'موقع التوصيل',
    fr: 'Position de livraison',
  },
  ui_str_zoom_in: { en: 'Zoom in', ar: 'تكبير', fr: 'Zoom avant' },
  ui_str_zoom_out: { en: 'Zoom out', ar: 'تصغير', fr: 'Zoom arrière' },
  ui_str_delivery_zone_error: {
    en: 'This location is outside our delivery area. Please choose a different location.',
    ar: 'هذا الموقع خارج منطقة التوصيل لدينا. يرجى اختيار موقع آخر.',
    fr: 'Cette adresse est hors de notre zone de livraison. Veuillez choisir une autre adresse.',
  },
  ui_str_delivery_zone_failed: {
    en: 'We could not check delivery to this location. Check your connection and try again.',
    ar: 'تعذّر التحقق من التوصيل إلى هذا الموقع. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
    fr: "Nous n'avons pas pu vérifier la livraison à cette adresse. Vérifiez votre connexion et réessayez.",
  },
  ui_str_loyalty: { en: 'Loyalty', ar: 'الولاء', fr: 'Fidélité' },
  ui_str_location: { en: 'Location', ar: 'الموقع', fr: 'Position' },
}

/**
 * The ui_strings dictionary of one language.
 * @param ctx - Seed context.
 * @returns Key -> text in the context's language.
 */
export function uiStrings(ctx: SeedContext): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, text] of Object.entries(UI_STRINGS)) {
    const translated = ctx.t(text)
    if (translated !== '') out[key] = translated
  }
  return out
}

/**
 * A theme (spec: menu-browsing §3 theme_data): colours, font families and sizes per area.
 * @param primary - Main brand colour (6-digit hex).
 * @param accent - Accent colour (6-digit hex).
 * @param font - Heading font family.
 * @returns theme_data.
 */
export function theme(primary: string, accent: string, font: string): Record<string, string> {
  return {
    primary_color: primary,
    secondary_color: accent,
    background_color: '#fbf8f3',
    text_color: '#1f1a14',
    header_background_color: primary,
    header_text_color: '#ffffff',
    header_font_family: font,
    header_font_size: '18px',
    drawer_background_color: '#ffffff',
    drawer_text_color: '#1f1a14',
    drawer_font_family: 'Roboto',
    drawer_font_size: '16px',
    language_dropdown_background_color: '#ffffff',
    language_dropdown_text_color: '#1f1a14',
    language_dropdown_font_family: 'Roboto',
    language_dropdown_font_size: '14px',
    cart_background_color: '#f4efe6',
    cart_text_color: '#1f1a14',
    // Body text of the cart screen: normal weight (§9: a name not ending in Regular is bold).
    cart_font_family: 'Roboto-Regular',
    cart_font_size: '15px',
    category_title_font_family: font,
    category_title_font_size: '20px',
    product_title_font_family: 'Roboto Slab',
    product_title_font_size: '16px',
    price_color: accent,
    feedback_success_text_color: '#1b7f3b',
    feedback_success_text_font_family: 'Roboto',
    feedback_success_text_font_size: '18px',
    feedback_submit_button_background_color: primary,
    feedback_submit_button_text_color: '#ffffff',
    feedback_submit_button_font_family: 'Roboto',
    feedback_submit_button_font_size: '16px',
    continue_shopping_button_background_color: accent,
    continue_shopping_button_text_color: '#ffffff',
    continue_shopping_button_font_family: 'Roboto',
    continue_shopping_button_font_size: '16px',
  }
}

/**
 * Every menu flag of both specs with its plain default; venues override what they use.
 * @param ctx - Seed context.
 * @returns The flags and plain fields of a menu.
 */
export function menuDefaults(
  ctx: SeedContext,
): Omit<
  MenuCore,
  | 'id'
  | 'license'
  | 'name'
  | 'categories'
  | 'products'
  | 'timezone'
  | 'outlet_latitude'
  | 'outlet_longitude'
> &
  Readonly<Record<string, unknown>> {
  return {
    license_status: 'ACTIVE',
    qr_app_version: '1.9.60',
    menu_country: 'AE',
    enable_arabic_numerals: false,
    currency: 'AED',
    currency_symbol: 'AED',
    display_currency: true,
    price_decimal_places: 2,
    enable_alt_currency: false,
    alt_currency: null,
    alt_currency_symbol: null,
    alt_currency_price_decimal_places: 2,
    alt_currency_exchange_rate: null,
    enable_discount_percentage: false,
    enable_delivery: false,
    enable_takeaway: true,
    enable_dine_in: true,
    enable_drive_thru: false,
    enable_order: true,
    enable_search: true,
    enable_language_header: true,
    enable_wishlist: false,
    enable_wishlist_table_orders: false,
    enable_zero_price_item: false,
    enable_adding_same_item_cart: false,
    enable_product_comments: false,
    enable_display_variation_prices: true,
    enable_display_order_type_home: false,
    addtocart_redirect: 'cart',
    minimum_order_amount: '0',
    cart_subtotal_include_tax: false,
    display_prices_with_tax: false,
    display_properties_in_product: true,
    home_display_all_categories: false,
    home_view_format: 1,
    home_header_text: '',
    home_footer_text: '',
    product_footer_text: '',
    cart_footer_text: '',
    promotion_on_load: null,
    forms: [] as MenuData['forms'],
    pages: [],
    promotions: [],
    properties: [],
    variations: [] as MenuData['variations'],
    taxes: [] as MenuData['taxes'],
    closing_rules: [] as MenuData['closing_rules'],
    opening_hours: [] as MenuData['opening_hours'],
    ui_strings: uiStrings(ctx),
    category_background: null,
    chef_recommends_image: null,
    coupon_auto_apply: null,
    enable_coupons: false,
    enable_order_comments: false,
    enable_order_email: false,
    enable_order_phone: false,
    enable_delivery_datetime: false,
    enable_address_google_maps: false,
    enable_payment_type: false,
    enable_cash: true,
    enable_card_machine: false,
    payment_enabled: false,
    enable_user_send_whatsapp: false,
    enable_whatsapp_order: false,
    whatsapp_number: null,
    al_futtaim_enabled: false,
    al_futtaim_promotions: [],
    enable_order_geofence: false,
    enable_tips: false,
    checkout_terms: null,
    gtm_id: '',
    fb_pixel_id: '',
    ga_tracking_id: '',
    google_ads_id: '',
  }
}
