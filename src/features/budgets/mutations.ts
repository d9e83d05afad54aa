import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SaveBudgetInput, SaveDepartmentInput } from '../../shared/budget-schemas'
import { deleteBudget, deleteDepartment, saveBudget, saveDepartment, setUserDepartment } from './api'
import { budgetKeys } from './query-keys'

/** Any budget write changes departments, counts, budgets or the report: everything of budgets is stale. */
function useSettled() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: budgetKeys.all })
}

export function useSaveDepartment() {
  const onSuccess = useSettled()
  return useMutation({ mutationFn: (body: SaveDepartmentInput) => saveDepartment(body), onSuccess })
}

export function useDeleteDepartment() {
  const onSuccess = useSettled()
  return useMutation({ mutationFn: (departmentId: string) => deleteDepartment(departmentId), onSuccess })
}

export function useSetUserDepartment() {
  const onSuccess = useSettled()
  return useMutation({
    mutationFn: (change: { userId: string; departmentId: string | null }) =>
      setUserDepartment(change.userId, change.departmentId),
    onSuccess,
  })
}

export function useSaveBudget() {
  const onSuccess = useSettled()
  return useMutation({ mutationFn: (body: SaveBudgetInput) => saveBudget(body), onSuccess })
}

export function useDeleteBudget() {
  const onSuccess = useSettled()
  return useMutation({ mutationFn: (budgetId: string) => deleteBudget(budgetId), onSuccess })
}
