/** Payment terms of a supply partner and of a purchase order: one list (spec point 5, Purchase order). */
export const PAYMENT_TERMS = ['On Receipt', 'Net 30', 'Net 60'] as const
export type PaymentTerms = (typeof PAYMENT_TERMS)[number]
