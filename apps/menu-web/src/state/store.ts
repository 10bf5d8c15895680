import { createStore } from 'jotai'

/** The app's one jotai store: shared by React (Provider) and route loaders (router context). */
export const appStore = createStore()

/** The jotai store type the router context carries. */
export type AppStore = typeof appStore
