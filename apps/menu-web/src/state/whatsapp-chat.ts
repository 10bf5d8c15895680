import { atom } from 'jotai'

/** The WhatsApp chat of an order just placed: its wa.me link and the order it is for. */
export interface WhatsappChat {
  /** The order's uuid: only that order's page offers the chat. */
  readonly orderUuid: string
  /** The wa.me link with the order summary text (api-client whatsappChatUrl). */
  readonly url: string
}

/**
 * The WhatsApp chat opened after the order was placed (spec: ordering-payment §4 "a WhatsApp chat
 * opens in a new tab with the order summary text"), kept so that the order page can offer it as a
 * link: a browser that blocks a pop-up not opened by a tap (the chat opens when the order's answer
 * comes) would otherwise open nothing, and `window.open` with `noopener` returns null whether it
 * opened or not. In memory only: the text carries the diner's name and order.
 */
export const whatsappChatAtom = atom<WhatsappChat | null>(null)
