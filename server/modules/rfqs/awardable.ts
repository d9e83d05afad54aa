import type { AwardRfqInput } from '../../../src/shared/rfq-schemas'
import type { SupplierStatus } from '../../../src/shared/supplier-status'
import { badRequest } from '../../lib/errors'

/**
 * A partner no longer Active keeps its quotes on the RFQ (they were given), but is awarded nothing:
 * 400 on each award naming it, so no PO is raised to a partner the tenant stopped ordering from.
 */
export function refuseInactiveAwards(
  partners: ReadonlyArray<{ supplierId: string; name: string; partnerStatus: SupplierStatus }>,
  awards: AwardRfqInput['awards'],
): void {
  const errors: Record<string, string[]> = {}
  awards.forEach((award, i) => {
    const partner = partners.find((p) => p.supplierId === award.supplierId)
    if (partner && partner.partnerStatus !== 'Active') {
      errors[`awards.${i}.supplierId`] = [`${partner.name} is ${partner.partnerStatus}: it cannot be awarded`]
    }
  })
  const [first] = Object.values(errors)
  if (first?.[0]) throw badRequest(first[0], errors)
}
