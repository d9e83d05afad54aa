/** Payment terms a supply partner (and a purchase order) may have. */
export const PAYMENT_TERMS = ['On Receipt', 'Net 30', 'Net 60'] as const
export type PaymentTerms = (typeof PAYMENT_TERMS)[number]
