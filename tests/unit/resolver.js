// Some ESM-only packages (estree-walker, periscopic, …) export only an "import"
// condition. Jest resolves with "require"; fall back to "import" when that fails.
// SWC then transforms the ESM source to CommonJS like any other file.
module.exports = (request, options) => {
  try {
    return options.defaultResolver(request, options)
  } catch (err) {
    return options.defaultResolver(request, { ...options, conditions: ['import', 'node', 'default'] })
  }
}
