/** Messages between the page and the search worker (spec 7, "Search"). */
import type { ContextName, Hit } from './types'

export type WorkerRequest =
  | { type: 'load'; id: number; baseUrl: string; contexts: ContextName[] }
  | {
      type: 'search'
      id: number
      baseUrl: string
      query: string
      contexts: ContextName[]
      limit?: number
      perPage?: number
      versionTag?: string | null
      /** Requests of one channel (the navbar box's keystrokes) replace each other: a queued one is skipped once a newer one arrived. */
      channel?: string
    }

export type WorkerResponse =
  | { type: 'load'; id: number; ok: true }
  | { type: 'search'; id: number; ok: true; hits: Hit[]; ms: number }
  | { type: 'load' | 'search'; id: number; ok: false; error: string; superseded?: boolean }
