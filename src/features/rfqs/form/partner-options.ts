/** How many Active partners the picker offers for inviting (the server refuses any other): the first by name. */
export const ACTIVE_PARTNERS_LISTED = 100

/** A partner as the picker lists it. */
export interface PartnerChoice {
  id: string
  name: string
}

/** The picker's groups: the suggested partners first (marked so), then every other Active partner. */
export const SUGGESTED_GROUP = 'Suggested for these items'
export const OTHER_GROUP = 'Other Active supply partners'

type Option = { value: string; label: string }

/**
 * The partner picker's options: the suggested partners first under their own heading, then the other
 * Active partners and the partners a stored RFQ already invited (each once); and each id's name.
 */
export function partnerOptions(lists: {
  suggested: PartnerChoice[]
  active: PartnerChoice[]
  stored: PartnerChoice[]
}) {
  const seen = new Set<string>()
  const take = (list: PartnerChoice[]): Option[] =>
    list.flatMap((p) => {
      if (seen.has(p.id)) return []
      seen.add(p.id)
      return [{ value: p.id, label: p.name }]
    })
  const suggested = take(lists.suggested)
  const others = take([...lists.stored, ...lists.active])
  const names = new Map([...suggested, ...others].map((o) => [o.value, o.label]))
  const data =
    suggested.length === 0
      ? others
      : [
          { group: SUGGESTED_GROUP, items: suggested },
          ...(others.length > 0 ? [{ group: OTHER_GROUP, items: others }] : []),
        ]
  return { data, nameOf: (id: string) => names.get(id) ?? id }
}
