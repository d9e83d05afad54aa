/** Characters of the GSTIN alphabet, in the order the checksum uses. */
const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * A GSTIN's shape: 2-digit state code (01 to 38 for the states and union territories, 97 for Other
 * Territory, 99 for Centre Jurisdiction), the holder's PAN (5 letters, 4 digits, a letter),
 * the entity number (1-9 or A-Z), 'Z', and a check character.
 */
export const GSTIN_RE = /^(0[1-9]|[12][0-9]|3[0-8]|97|99)[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

/** A PAN: 5 letters, 4 digits, a letter. */
export const PAN_RE = /^[A-Z]{5}[0-9]{4}[A-Z]$/

/**
 * The check character of the first 14 characters of a GSTIN (the GSTN's mod-36 Luhn variant):
 * odd positions weigh 1, even ones 2, each product adds its base-36 quotient and remainder.
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARSET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return GSTIN_CHARSET.charAt((36 - (sum % 36)) % 36)
}

/** Why a GSTIN is invalid ('format' or 'checksum'), or null when it is valid. Expects upper case. */
export function gstinProblem(gstin: string): 'format' | 'checksum' | null {
  if (!GSTIN_RE.test(gstin)) return 'format'
  return gstinCheckChar(gstin.slice(0, 14)) === gstin.charAt(14) ? null : 'checksum'
}

/** The PAN inside a GSTIN (its characters 3 to 12). */
export const panOfGstin = (gstin: string): string => gstin.slice(2, 12)
