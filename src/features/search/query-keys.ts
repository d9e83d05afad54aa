/** Query keys of the spotlight's search: one per searched text (the server's answer; never persisted). */
export const searchKeys = {
  all: ['search'] as const,
  hits: (q: string) => [...searchKeys.all, q] as const,
}
