import { atom } from 'jotai'

/**
 * Set when a landing path's t/a/r code did not decode: its table or room is unknown, the stored
 * one is cleared (an order must not go to the table of an earlier scan) and the menu says so once.
 * spec: menu-browsing §2 location-coded paths ("These set the order location and its type")
 */
export const unrecognisedLocationAtom = atom(false)
