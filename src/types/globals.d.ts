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
