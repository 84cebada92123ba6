/** Every type definition string given to createTypes parses as SDL (a syntax slip would only show in a full build). */
import { parse } from 'graphql'
import { docsTypeDefs } from '../docs/node/schema'
import { blogTypeDefs } from '../blog/node/schema'
import { referenceTypeDefs } from '../reference/node/types'

it.each([
  ['docs', docsTypeDefs],
  ['blog', blogTypeDefs],
  ['reference', referenceTypeDefs],
])('%s type definitions parse', (_name, sdl) => {
  expect(() => parse(sdl)).not.toThrow()
})
