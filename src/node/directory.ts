/**
 * The site's root folder, as Gatsby was started with it. Modules bundled into
 * .cache/compiled/ cannot use __dirname, and the working directory is not
 * always the site (a test builds a copy). Gatsby documents `program.directory`
 * in its store for plugins; this is the one place that reads it.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Gatsby types getState as a bare Function
type Store = { getState: Function }

export function siteDirectory(store: Store): string {
  return ((store.getState as () => unknown).call(store) as { program: { directory: string } }).program.directory
}
