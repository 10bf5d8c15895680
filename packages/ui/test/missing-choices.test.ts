// What is still to choose before adding, by name, and the same verdict as the completeness rules.
// spec: menu-browsing §4 Variation dialog (required groups), §5 Variations; §3 Combo group
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type ComboGroupOption,
  comboSelectionComplete,
  missingChoices,
  requiredGroupsSatisfied,
  type VariationGroupOption,
} from '../src/index'

const size: VariationGroupOption = {
  id: 1,
  name: 'Size',
  required: true,
  multiple: false,
  values: [{ id: 10, label: 'Small' }],
}
const extras: VariationGroupOption = {
  id: 2,
  name: 'Extras',
  required: false,
  multiple: true,
  values: [{ id: 20, label: 'Cheese' }],
}
const doneness: VariationGroupOption = {
  id: 4,
  name: 'Doneness',
  required: true,
  multiple: false,
  values: [{ id: 41, label: 'Medium' }],
}
const main: ComboGroupOption = {
  id: 3,
  name: 'Main',
  products: [
    { id: 1021, name: 'Mixed Grill', variationGroups: [doneness] },
    { id: 1022, name: 'Shish Tawook' },
    { id: 1023, name: 'Lamb Chops', outOfStock: true },
  ],
}

describe('missingChoices', () => {
  it('names each required group without a choice, then each combo group without an in-stock product, then the chosen combo product’s own required groups', () => {
    expect(missingChoices([size, extras], {}, [main], {})).toEqual(['Size', 'Main'])
    expect(missingChoices([size], { '1': ['10'] }, [main], { '3': '1023' })).toEqual(['Main'])
    expect(missingChoices([size], { '1': ['10'] }, [main], { '3': '1021' })).toEqual(['Doneness'])
    expect(
      missingChoices([size], { '1': ['10'] }, [main], { '3': '1021' }, { '3': { '4': ['41'] } }),
    ).toEqual([])
  })

  describe('properties', () => {
    it('is empty exactly when requiredGroupsSatisfied and comboSelectionComplete both hold', () => {
      fc.assert(
        fc.property(
          fc.boolean(),
          fc.boolean(),
          fc.constantFrom(undefined, '1021', '1022', '1023'),
          fc.boolean(),
          (sizeChosen, extraChosen, comboProduct, donenessChosen) => {
            const selection = {
              ...(sizeChosen ? { '1': ['10'] } : {}),
              ...(extraChosen ? { '2': ['20'] } : {}),
            }
            const combos = comboProduct === undefined ? {} : { '3': comboProduct }
            const comboVariations = donenessChosen ? { '3': { '4': ['41'] } } : {}
            const complete =
              requiredGroupsSatisfied([size, extras], selection) &&
              comboSelectionComplete([main], combos, comboVariations)
            expect(
              missingChoices([size, extras], selection, [main], combos, comboVariations).length ===
                0,
            ).toBe(complete)
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
