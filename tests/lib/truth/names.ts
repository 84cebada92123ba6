/** The protocol names the platform returns, from inventory/facts/observed-protocol-names.tsv (ProtocolName, ProtocolFamily and Protocol columns). */
import { readFileSync } from 'node:fs'
import path from 'node:path'

export function observedProtocolNames(file = path.resolve(__dirname, '../../../inventory/facts/observed-protocol-names.tsv')): Set<string> {
  const rows = readFileSync(file, 'utf8').split('\n').slice(1).filter(Boolean).map((l) => l.split('\t'))
  return new Set(rows.filter((r) => /^(ProtocolName|ProtocolFamily|Protocol)$/.test(r[2])).map((r) => r[3]))
}
