/**
 * The text with its '.' and ',' traded ('2,5' ↔ '2.5', '1.000' ↔ '1,000'): a comma language
 * reads a text as a point language reads the traded one. Internal to this package (@carte/pricing
 * keeps its own, as neither depends on the other).
 * spec: menu-browsing §2 Dynamic form fields (number), §9 supported languages
 * @param text - a number field's text
 * @returns the text with the two marks traded
 */
export function tradeMarks(text: string): string {
  return text.replace(/[.,]/g, (mark) => (mark === ',' ? '.' : ','))
}
