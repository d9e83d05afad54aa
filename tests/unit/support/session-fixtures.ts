/** Ann, a buyer of the demo tenant: the signed-in user of the client tests (what `current-user` answers). */
export const annBuyer = {
  UserID: 'user-ann',
  Username: 'ann@demo.local',
  FullName: 'Ann',
  Role: 'buyer' as const,
  TenantName: 'Demo',
  TenantDomain: 'localhost',
}

/** A JSON answer like the server's. */
export const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })
