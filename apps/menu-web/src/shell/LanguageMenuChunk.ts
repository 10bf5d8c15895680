// @carte/ui's LanguageMenu (radix DropdownMenu) as a chunk of its own, loaded when the header's
// language button is first used.
export { LanguageMenu } from '@carte/ui'
