const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/**
 * The plain text of a venue label that may hold simple HTML (tags dropped, common entities decoded,
 * spaces collapsed), for use inside messages.
 * spec: menu-browsing §5 ('{label} is a required field' names the field by its label)
 * @param html - a label as the form builder stored it, e.g. 'Your <b>name</b>&nbsp;'
 * @returns the text a diner reads, e.g. 'Your name'
 */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity.startsWith('#')) {
        const code =
          entity[1] === 'x' || entity[1] === 'X'
            ? Number.parseInt(entity.slice(2), 16)
            : Number.parseInt(entity.slice(1), 10)
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
      }
      return ENTITIES[entity.toLowerCase()] ?? whole
    })
    .replace(/\s+/g, ' ')
    .trim()
}
