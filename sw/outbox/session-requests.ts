/**
 * The requests that decide who is signed in: those that start a session (a sign-in) and those that
 * ask whose session the cookie is. A sign-out kept while offline must reach the server before either.
 */
const STARTS: Record<string, string> = { 'validate-user': 'POST', 'update-password': 'POST' }
const ASKS: Record<string, string> = { 'current-user': 'GET', 'validate-login': 'GET' }

/** `starts` for a sign-in, `asks` for a "who is signed in", null for anything else. */
export function sessionRequestKind(method: string, url: URL, apiBase = '/api'): 'starts' | 'asks' | null {
  const prefix = `${apiBase.replace(/\/+$/, '')}/`
  if (!url.pathname.startsWith(prefix)) return null
  const name = url.pathname.slice(prefix.length)
  const verb = method.toUpperCase()
  if (STARTS[name] === verb) return 'starts'
  if (ASKS[name] === verb) return 'asks'
  return null
}
