/**
 * Base58 (Bitcoin alphabet) decoding and Tron's base58check, for the format
 * checks of sample responses: a Solana address must decode to 32 bytes, a
 * signature to 64, and a Tron address must carry a valid checksum.
 */
import { createHash } from 'node:crypto'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const INDEX = new Map([...ALPHABET].map((c, i) => [c, i]))

/** The bytes of a base58 string, or null when it holds a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  if (text === '') return new Uint8Array()
  let value = 0n
  for (const c of text) {
    const digit = INDEX.get(c)
    if (digit === undefined) return null
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  return Uint8Array.from([...new Array(zeros).fill(0), ...bytes])
}

export function base58Encode(bytes: Uint8Array): string {
  let value = 0n
  for (const b of bytes) value = (value << 8n) + BigInt(b)
  let out = ''
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out
    value /= 58n
  }
  for (const b of bytes) {
    if (b !== 0) break
    out = '1' + out
  }
  return out
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest()

/** A Tron address: base58check of 0x41 followed by 20 bytes, with a 4-byte double-SHA-256 checksum. */
export function isTronAddress(text: string): boolean {
  const bytes = base58Decode(text)
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return false
  const payload = bytes.subarray(0, 21)
  const check = sha256(sha256(payload)).subarray(0, 4)
  return check.every((b, i) => b === bytes[21 + i])
}

/** The Tron address of a 20-byte account (for writing samples: `tronAddress(randomBytes(20))`). */
export function tronAddress(account: Uint8Array): string {
  const payload = Uint8Array.from([0x41, ...account])
  const check = sha256(sha256(payload)).subarray(0, 4)
  return base58Encode(Uint8Array.from([...payload, ...check]))
}

/**
 * Whether 32 bytes are the encoding of a point on the ed25519 curve (RFC 8032, 5.1.3 decoding), that is, a public
 * key for which a private key can exist. Solana's program-derived addresses are deliberately off the curve, so a
 * transaction's signer or fee payer, which signs, is always on it (`PublicKey.isOnCurve` in @solana/web3.js).
 */
export function isOnEd25519Curve(bytes: Uint8Array): boolean {
  if (bytes.length !== 32) return false
  const p = 2n ** 255n - 19n
  const mod = (a: bigint) => ((a % p) + p) % p
  const pow = (b: bigint, e: bigint) => {
    let r = 1n
    b = mod(b)
    while (e > 0n) {
      if (e & 1n) r = (r * b) % p
      b = (b * b) % p
      e >>= 1n
    }
    return r
  }
  const d = mod(-121665n * pow(121666n, p - 2n))
  let y = 0n
  for (let i = 31; i >= 0; i--) y = (y << 8n) | BigInt(i === 31 ? bytes[i] & 0x7f : bytes[i])
  const sign = bytes[31] >> 7
  if (y >= p) return false
  const y2 = (y * y) % p
  const u = mod(y2 - 1n)
  const v = mod(d * y2 + 1n)
  const x2 = (u * pow(v, p - 2n)) % p
  if (x2 === 0n) return sign === 0
  return pow(x2, (p - 1n) / 2n) === 1n
}
