/**
 * A webpack loader for flexsearch's browser build: webpack turns `import.meta.url`
 * into the module's absolute file URL on the build machine
 * (`file:///home/…/node_modules/flexsearch/…`), which would ship in a public
 * script. flexsearch reads it only to locate its own worker file, which this
 * site never asks it to start (search runs in our worker), so an empty string
 * is the value.
 */
module.exports = function importMetaLoader(source) {
  return source.replace(/\bimport\.meta\.url\b/g, '""')
}
