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
