declare module '*.module.css' {
  const classes: { readonly [key: string]: string }
  export = classes
}

interface Window {
  ___chainstrataBooted?: boolean
  ___navigate?: (to: string | number, options?: unknown) => unknown
  ___loader?: { loadPage(path: string): Promise<{ status?: string } | null | undefined> }
}

/** The no-JavaScript dark stylesheet, defined in the HTML renderer's bundle by src/site/node/webpack.ts. */
declare const __NOSCRIPT_DARK_CSS__: string | undefined
/** The boot module and the islands bundle of a production build (src/site/node/boot.ts); undefined in `gatsby develop`. */
declare const __CS_BOOT__: { src: string; islands: string[] } | undefined
