/**
 * A translator of one receipt word: its ui_strings key and the English default (the app passes
 * @carte/ui's `t`, which has this shape).
 */
export type ReceiptTranslate = (key: string, englishDefault: string) => string
