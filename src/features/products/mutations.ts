import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProductCreateInput, ProductUpdateInput } from '../../shared/product-schemas'
import type { StockAdjustInput } from '../../shared/stock-schemas'
import { categoryKeys } from '../categories/query-keys'
import { addProduct, adjustProductStock, deleteProduct, importProducts, updateProduct } from './api'
import { productKeys } from './query-keys'

/** Creates a product: product lists, and category lists (they count products), are stale. */
export function useCreateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ProductCreateInput) => addProduct(body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.lists() }),
      ]),
  })
}

/**
 * Updates a product: its detail and the product lists; category lists too when it moved category.
 * The detail is only marked stale: refetched now, it would remount the open form (keyed by Version)
 * before the form's own success callbacks ran, losing the toast and the way back to the list.
 */
export function useUpdateProduct(previousCategoryId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ProductUpdateInput) => updateProduct(body),
    onSuccess: (_data, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productKeys.detail(body.ProductID), refetchType: 'none' }),
        body.CategoryID === previousCategoryId
          ? undefined
          : queryClient.invalidateQueries({ queryKey: categoryKeys.lists() }),
      ]),
  })
}

/**
 * Adjusts a product's stock: the answer is the product as it now is, so its detail is replaced;
 * its history and the lists (they show stock) are stale. A refusal (409: orders took the stock
 * meanwhile) makes the detail stale too, so the form shows the stock that refused it.
 */
export function useAdjustStock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: StockAdjustInput) => adjustProductStock(body),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.ProductID), product)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.stockHistory(product.ProductID) }),
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
      ])
    },
    onError: (_error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.detail(body.ProductID), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: productKeys.stockHistory(body.ProductID) }),
      ]),
  })
}

/** Deletes a product. */
export function useDeleteProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => deleteProduct(id),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) })
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.lists() }),
      ])
    },
  })
}

/** Imports products from CSV; a real import (not a dry run) makes every product list and detail stale. */
export function useImportProducts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) => importProducts(csv, dryRun),
    onSuccess: (_report, { dryRun }) =>
      dryRun
        ? undefined
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: productKeys.all }),
            queryClient.invalidateQueries({ queryKey: categoryKeys.lists() }),
          ]),
  })
}
