/** Hosts the production analytics module may load scripts from. */
export declare const ANALYTICS_SCRIPT_HOSTS: readonly string[]
/** The Content-Security-Policy for a given API origin. */
export declare function contentSecurityPolicy(apiBaseUrl: string): string
/** Starts the static server that serves dist/ with SPA fallback and security headers. */
export declare function startStaticServer(options?: {
  port?: number
  host?: string
  dist?: string
  apiBaseUrl?: string
  /** false: no per-path resource hints (preconnect, preload of the menu calls, modulepreload). */
  hints?: boolean
  /** false: no server-rendered first screen (src/prerender.tsx) in the page. */
  prerender?: boolean
}): Promise<{ url: string; port: number; close: () => Promise<void> }>
