/**
 * The rows that plots draw (issue 43), computed from facts stated once, so a
 * figure cannot disagree with the page beside it. A plot names one of these
 * with `data="name"` on its ```vega-lite fence (src/mdx/node/figures.ts);
 * a plot of a sample response uses `sample="title"` instead and needs
 * nothing here. Each generator says where its constants come from.
 */

/**
 * Pump.fun's bonding curve for a coin created with the default global
 * parameters (not Mayhem mode): the initial virtual and real reserves of the
 * program's Global account as pump-fun/pump-public-docs documents them, the
 * values the bonding-curve page states in its table (checked there against
 * the program's Global account, 2026-11).
 */
export const pumpfunCurve = {
  initialVirtualTokenReserves: 1_073_000_000,
  initialVirtualSolReserves: 30,
  initialRealTokenReserves: 793_100_000,
  totalSupply: 1_000_000_000,
}

/** Points along the curve: tokens sold (millions), price (SOL per million tokens), SOL raised and progress. */
function pumpfunCurvePoints(): { soldMillions: number; priceSolPerMillion: number; solRaised: number; progress: number }[] {
  const { initialVirtualTokenReserves: vt0, initialVirtualSolReserves: vs0, initialRealTokenReserves: forSale } = pumpfunCurve
  const k = vt0 * vs0
  const out = []
  for (let i = 0; i <= 40; i++) {
    const sold = (forSale * i) / 40
    const vt = vt0 - sold
    const vs = k / vt
    out.push({
      soldMillions: Math.round(sold / 1e4) / 100,
      priceSolPerMillion: Math.round((vs / vt) * 1e6 * 1e6) / 1e6,
      solRaised: Math.round((vs - vs0) * 1000) / 1000,
      progress: Math.round((sold / forSale) * 1000) / 10,
    })
  }
  return out
}

/**
 * The site's reconnect rule for websocket clients: capped exponential backoff
 * with full jitter, the defaults of `nextDelay` in reconnect.mjs as
 * content/docs/subscriptions/silent-disconnect-reconnect.mdx states them
 * ("a base of one second and a cap of 60 seconds").
 */
export const reconnectRule = {
  baseSeconds: 1,
  capSeconds: 60,
  attemptsShown: 10,
}

/** Reconnect number n (from 0) and the ceiling of its random wait, min(cap, base × 2^n), in seconds. */
function reconnectBackoffPoints(): { attempt: number; ceilingSeconds: number }[] {
  const { baseSeconds, capSeconds, attemptsShown } = reconnectRule
  return Array.from({ length: attemptsShown }, (_, n) => ({ attempt: n, ceilingSeconds: Math.min(capSeconds, baseSeconds * 2 ** n) }))
}

/** Every named series a plot can draw. */
export const FIGURE_DATA = {
  pumpfunCurve: pumpfunCurvePoints,
  reconnectBackoff: reconnectBackoffPoints,
}
