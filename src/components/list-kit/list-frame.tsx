import { LoadingOverlay, Paper } from '@mantine/core'
import type { ReactNode } from 'react'

/** The box of a list: its rows (a table or cards) with a loading veil, and the pager under them. */
export function ListFrame({ loading, pager, children }: { loading: boolean; pager: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" pos="relative">
      <LoadingOverlay visible={loading} zIndex={10} overlayProps={{ blur: 1 }} />
      {children}
      {pager}
    </Paper>
  )
}
