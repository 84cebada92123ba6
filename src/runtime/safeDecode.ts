/**
 * Addresses such as /docs/a%25b/ decode once to "/docs/a%b/", and Gatsby's
 * loader decodes the path again (cache-dir/find-path.js): decodeURIComponent
 * throws "URI malformed" and the not-found page never hydrates (theme toggle
 * and search dead). Gatsby's code is not ours to change, so on such an address,
 * and only there, the global decoders return their input instead of throwing.
 * Every decoding of our own already catches (src/redirects/lib/routes.ts safeDecode,
 * src/runtime/scroll.ts decodeHash, the 404 page).
 */
type Decoders = { decodeURIComponent: (s: string) => string; decodeURI: (s: string) => string }

/** Whether decoding the path twice, as the loader does, throws. */
export function survivesDoubleDecode(path: string, dec: (s: string) => string = decodeURIComponent): boolean {
  try {
    dec(dec(path))
    return true
  } catch {
    return false
  }
}

/**
 * Wraps a decoder so that malformed input does not throw: a "%" that starts no
 * valid escape comes back as "%25", the rest unchanged. The loader then asks
 * the server for a well-formed URL that does not exist (a 404, which makes it
 * load the not-found page) instead of a malformed one (a 400, which it does not
 * recover from).
 */
export function tolerant(dec: (s: string) => string): (s: string) => string {
  return (s: string) => {
    try {
      return dec(s)
    } catch (err) {
      if (err instanceof URIError) return String(s).replace(/%(?![0-9A-Fa-f]{2})/g, '%25')
      throw err
    }
  }
}

/** Installs the tolerant decoders when the current address needs them; returns whether it did. */
export function installSafeDecoding(win: Decoders & { location: { pathname: string; hash: string } }): boolean {
  const { pathname, hash } = win.location
  if (survivesDoubleDecode(pathname, win.decodeURIComponent) && survivesDoubleDecode(hash, win.decodeURIComponent)) return false
  win.decodeURIComponent = tolerant(win.decodeURIComponent)
  win.decodeURI = tolerant(win.decodeURI)
  return true
}
