import type { Contract } from './types'

/** TON mainnet. */
export const ton: Contract[] = [
  { key: 'USDT', symbol: 'USDT', name: 'Tether USD (jetton master)', kind: 'token', address: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs', decimals: 6, source: 'USDT jetton master on TON mainnet in several public TON integrations (USDT_MASTER_ADDRESS / USDT_JETTON_MASTER_ADDRESS constants); Tether lists 6 decimals', verified: { status: 'confirmed', note: 'STON.fi asset list (usdt-ton: symbol USDT, 6 decimals, this master address) and @ton/core-based integrations quoting it as the USD₮ jetton master, checked 2026-11' } },
]
