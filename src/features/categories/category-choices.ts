import type { DropdownOption } from '../../components/labelled-dropdown'
import { parentCandidates } from '../../shared/category-tree'

/** A category as the list rows carry it, with its parent (0 = top level). */
export interface CategoryLink {
  CategoryID: number
  CategoryName: string
  ParentCategoryID: number
}

/**
 * Options of a category selector from the loaded categories, with the current choice added in
 * front when it is not among them (an inactive category, or one past the first 100).
 */
export function categoryChoices(
  rows: readonly Pick<CategoryLink, 'CategoryID' | 'CategoryName'>[],
  current?: { id: number; name: string | null },
): DropdownOption[] {
  const choices: DropdownOption[] = rows.map((row) => ({ id: row.CategoryID, name: row.CategoryName }))
  if (current && current.id > 0 && !choices.some((choice) => choice.id === current.id)) {
    choices.unshift({ id: current.id, name: current.name ?? `Category ${current.id}` })
  }
  return choices
}

/**
 * The parent choices of a category form: the loaded categories minus the category itself and its
 * descendants (the shared tree rule the server enforces too), plus its current parent.
 */
export function parentChoices(
  rows: readonly CategoryLink[],
  self?: { id: number; parentId: number; parentName: string | null },
): DropdownOption[] {
  const nodes = rows.map((row) => ({ id: row.CategoryID, parentId: row.ParentCategoryID, row }))
  const allowed = parentCandidates(nodes, self?.id ?? null).map((node) => node.row)
  return categoryChoices(allowed, self ? { id: self.parentId, name: self.parentName } : undefined)
}
