/**
 * A value made the first time it is asked for, then kept. For Intl formatters at module level: the first one a
 * page makes loads the locale's data (about 45 ms on a desktop, four times that on a phone), which would
 * otherwise run while the main script is evaluated, on every page, including sign-in where nothing is
 * formatted (issue 12).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => {
    made ??= { value: make() }
    return made.value
  }
}
