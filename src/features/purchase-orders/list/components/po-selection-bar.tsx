import { Button, Group, Paper, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { refusalMessage } from '../../../../lib/api-client'
import { saveFile } from '../../../../lib/save-file'
import { formToast } from '../../../../lib/toast'
import type { PoRow } from '../../../../shared/po-read-schemas'
import type { Role } from '../../../../shared/roles'
import { downloadPoPdf } from '../../api'
import { type PoBulkKind, type PoBulkOutcome, poBulkRequest, usePoBulkAction } from '../mutations'
import { MAX_PDFS, poSelectionActions } from '../row-actions'
import { PoActionModal } from './po-action-modal'

const DONE: Record<PoBulkKind, string> = { cancel: 'cancelled', deliver: 'marked delivered' }
const VERB: Record<PoBulkKind, string> = { cancel: 'cancel', deliver: 'mark delivered' }

const many = (numbers: readonly string[]) =>
  numbers.length === 1 ? `${numbers[0]}` : `${numbers.length} purchase orders`

/** The toasts of a finished bulk action: what was done, what waits to be sent, what was refused and why. */
function announce(kind: PoBulkKind, outcome: PoBulkOutcome) {
  if (outcome.done.length > 0) formToast.success(`${many(outcome.done)} ${DONE[kind]}`)
  if (outcome.queued.length > 0) formToast.info(`${many(outcome.queued)} will be ${DONE[kind]} once you are online`)
  for (const { poNumber, error } of outcome.failed) {
    formToast.error(`Could not ${VERB[kind]} ${poNumber}`, refusalMessage(error) ?? (error as Error).message)
  }
}

/**
 * The buttons of a selection (spec point 2): View, Edit, PDF, Cancel and Mark Delivered, each
 * enabled when the selection and the user's role allow it. Cancel and Mark Delivered ask first.
 */
export function PoSelectionBar({
  rows,
  role,
  onDone,
}: {
  rows: readonly PoRow[]
  role: Role | undefined
  onDone: () => void
}) {
  const navigate = useNavigate()
  const allowed = poSelectionActions(rows, role)
  const [asking, setAsking] = useState<PoBulkKind | null>(null)
  const [downloading, setDownloading] = useState(false)
  const bulk = usePoBulkAction()
  const [first] = rows

  const pdfs = async () => {
    setDownloading(true)
    for (const row of rows) {
      try {
        const file = await downloadPoPdf(row.poId)
        saveFile(file.blob, file.filename ?? `${row.poNumber}.pdf`)
      } catch (error) {
        formToast.error(
          `Could not download the PDF of ${row.poNumber}`,
          refusalMessage(error) ?? (error as Error).message,
        )
      }
    }
    setDownloading(false)
  }

  const confirm = (remarks: string) => {
    if (!asking) return
    const kind = asking
    bulk.mutate(poBulkRequest(kind, rows, remarks), {
      onSuccess: (outcome) => {
        announce(kind, outcome)
        if (outcome.failed.length === 0) onDone()
      },
      onError: (error) => formToast.error(`Could not ${VERB[kind]}`, refusalMessage(error)),
      onSettled: () => setAsking(null),
    })
  }

  return (
    <Paper withBorder radius="md" p="xs" px="sm" bg="indigo.0" role="region" aria-label="Selected purchase orders">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {rows.length} selected
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={!allowed.view || !first}
            onClick={() => first && navigate({ to: '/Manage-PO/Create-PO', search: { id: first.poId } })}
          >
            View
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!allowed.edit || !first}
            onClick={() => first && navigate({ to: '/Manage-PO/Create-PO', search: { id: first.poId, mode: 'edit' } })}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!allowed.pdf}
            loading={downloading}
            onClick={() => void pdfs()}
            title={rows.length > MAX_PDFS ? `At most ${MAX_PDFS} PDFs at a time` : undefined}
          >
            PDF
          </Button>
          <Button
            size="xs"
            color="red.9"
            variant="outline"
            disabled={!allowed.cancel}
            onClick={() => setAsking('cancel')}
          >
            Cancel
          </Button>
          <Button
            size="xs"
            color="green.9"
            variant="outline"
            disabled={!allowed.deliver}
            onClick={() => setAsking('deliver')}
          >
            Mark Delivered
          </Button>
          <Button size="xs" variant="subtle" onClick={onDone}>
            Clear selection
          </Button>
        </Group>
      </Group>
      <PoActionModal
        kind={asking}
        numbers={rows.map((r) => r.poNumber)}
        pending={bulk.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
    </Paper>
  )
}
