/** The source of the starter in the build's manifest (vite.config.ts input). */
export declare const STARTER_SOURCE: string

/** The starter's path in the build ('/assets/start-after-first-screen-….js'), null without it. */
export declare function starterPath(
  manifest: Record<string, { file: string }> | null,
): string | null

/**
 * Moves the app's tags of the page's head into an inert template and adds the starter script
 * that brings them back once the first screen is shown.
 */
export declare function withAppStartedAfterFirstScreen(page: string, starter: string): string
