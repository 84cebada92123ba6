/** Set by the boot module (and by gatsby-browser in `gatsby develop`) when the page's script ran; the inline path-prefix check reads it. */
export const BOOT_FLAG = '___chainstrataBooted'
