// The sortable columns of each list, by iSortCol_0: the list query schemas (*-list-query.ts) and the
// browser's list URLs derived from them (src/components/list-kit) share them.

/** Sortable columns of the category list. */
export const CATEGORY_SORT_COLUMNS = [
  'CategoryName',
  'CategoryCode',
  'ParentCategoryName',
  'Status',
  'GST',
  'UpdatedAt',
] as const

/** Sortable columns of the product list. */
export const PRODUCT_SORT_COLUMNS = ['Name', 'SKU', 'Price', 'Stock', 'Status', 'CategoryName', 'UpdatedAt'] as const

/** Sortable columns of the order list. */
export const ORDER_SORT_COLUMNS = ['PlacedAt', 'OrderNumber', 'Status', 'Total', 'RequiredBy'] as const

/** Sortable columns of the supply-partner list. */
export const SUPPLIER_SORT_COLUMNS = ['name', 'status', 'updatedAt'] as const
