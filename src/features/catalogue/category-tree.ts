/** A category as the shop's tree needs it. */
export interface CategoryLinkRow {
  CategoryID: number
  CategoryName: string
  ParentCategoryID: number
}

/** A node of the category tree, children in the order the rows came (by name). */
export interface CategoryNode {
  id: number
  name: string
  children: CategoryNode[]
}

/**
 * The category tree of the given rows. A category whose parent is not among them (an inactive
 * parent) is shown at the top level, so none of its products is out of reach.
 */
export function buildCategoryTree(rows: readonly CategoryLinkRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>()
  for (const row of rows) nodes.set(row.CategoryID, { id: row.CategoryID, name: row.CategoryName, children: [] })
  const roots: CategoryNode[] = []
  for (const row of rows) {
    const node = nodes.get(row.CategoryID)
    const parent = row.ParentCategoryID === row.CategoryID ? undefined : nodes.get(row.ParentCategoryID)
    if (!node) continue
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

/** The categories from the top of the tree down to the given one (inclusive); empty when it is not in the tree. */
export function categoryPath(roots: readonly CategoryNode[], id: number): CategoryNode[] {
  for (const root of roots) {
    if (root.id === id) return [root]
    const below = categoryPath(root.children, id)
    if (below.length > 0) return [root, ...below]
  }
  return []
}
