import { createHash, randomBytes, randomInt } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

// The library's default algorithm is argon2id; these are OWASP's minimum costs for it.
const ARGON_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 }

/** argon2id hash of a secret (password or one-time code). */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON_OPTIONS)
}

/** Checks a secret against its argon2id hash; false on a malformed hash. */
export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined
/** A hash to verify against when there is no account, so the answer takes as long either way. */
export function dummySecretHash(): Promise<string> {
  dummyHash ??= hashSecret(randomToken())
  return dummyHash
}

/** A random URL-safe token of 32 bytes. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** SHA-256 of a token, hex; tokens are stored only this way. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** Six random digits from the secure source. */
export function randomOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}
