/**
 * Command-line options for the scripts: node:util's parseArgs, with a clear
 * message and exit code 2 on an unknown or malformed option instead of a stack trace.
 */
import { parseArgs } from 'node:util'

export function parseOptions(options, usage, argv = process.argv.slice(2)) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true })
  } catch (err) {
    console.error(`${err.message}\n\n${usage}`)
    process.exit(2)
  }
}
