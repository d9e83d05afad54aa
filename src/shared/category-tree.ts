/** A category as the tree rules need it: its id and its parent's (0 at the top level). */
export interface TreeNode {
  id: number
  parentId: number
}

/** Message when a category is made its own parent. */
export const OWN_PARENT_MESSAGE = 'A category cannot be its own parent'

/** Message when a category would be moved under one of its own subcategories. */
export function descendantParentMessage(categoryName: string, parentName: string): string {
  return `"${parentName}" is a subcategory of "${categoryName}", so it cannot be its parent`
}

/** Ids of every category below the given one (children, grandchildren, ...), without itself. */
export function descendantIds(nodes: readonly TreeNode[], id: number): Set<number> {
  const children = new Map<number, number[]>()
  for (const node of nodes) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id])
  const found = new Set<number>()
  const pending = [...(children.get(id) ?? [])]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (found.has(next)) continue
    found.add(next)
    pending.push(...(children.get(next) ?? []))
  }
  found.delete(id)
  return found
}

/** Why `parentId` cannot be the parent of category `id`, or null when it can (0 means top level). */
export function parentProblem(nodes: readonly TreeNode[], id: number, parentId: number): 'self' | 'descendant' | null {
  if (parentId === 0) return null
  if (parentId === id) return 'self'
  return descendantIds(nodes, id).has(parentId) ? 'descendant' : null
}

/** The categories a form may offer as parent of category `id` (null on create): not itself, not below it. */
export function parentCandidates<T extends TreeNode>(nodes: readonly T[], id: number | null): T[] {
  if (id === null) return [...nodes]
  const below = descendantIds(nodes, id)
  return nodes.filter((node) => node.id !== id && !below.has(node.id))
}
