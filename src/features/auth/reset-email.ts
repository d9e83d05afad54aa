const KEY = 'resetEmail'

/** The e-mail kept between the code step and the set-password step (spec point 3, Session). */
export const resetEmail = {
  get: (): string | null => localStorage.getItem(KEY),
  set: (email: string) => localStorage.setItem(KEY, email),
  clear: () => localStorage.removeItem(KEY),
}
