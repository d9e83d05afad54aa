import { Box, Button, Group, Modal, NumberInput, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useRef, useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { LabelledTextarea } from '../../../../components/labelled-textarea'
import type { PurchaseOrder } from '../../../../shared/po-read-schemas'
import type { RecordPoDeliveryInput } from '../../../../shared/po-schemas'
import { remainingOf } from '../../../../shared/po-view'
import { type DeliveryQuantities, deliveryBody, everythingRemaining, openLines } from '../delivery-values'
import { applyScan, repeatFilter } from '../scan-values'
import classes from './po-delivery-dialog.module.css'
import { canScan, PoScanner } from './po-scanner'

/** Names a value on a phone's card; the table's header names it otherwise. */
function CellLabel({ children }: { children: string }) {
  return (
    <span className={classes.cellLabel} aria-hidden>
      {children}
    </span>
  )
}

/** Props of the goods receipt dialog. */
export interface PoDeliveryDialogProps {
  po: PurchaseOrder
  onCancel: () => void
  onConfirm: (body: RecordPoDeliveryInput) => void
  pending: boolean
}

/** Records a delivery: a received quantity per open line (never above what remains) and remarks. */
export function PoDeliveryDialog({ po, onCancel, onConfirm, pending }: PoDeliveryDialogProps) {
  // Made when the dialog opens: sending the same receipt twice records it once.
  const [deliveryId] = useState(() => uuidv7())
  const lines = openLines(po.products)
  const [quantities, setQuantities] = useState<DeliveryQuantities>({})
  const [remarks, setRemarks] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [scanning, setScanning] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const [highlighted, setHighlighted] = useState<string | null>(null)
  const [countsRead] = useState(() => repeatFilter())
  const rows = useRef(new Map<string, HTMLTableRowElement>())
  // The scanner calls it many times a second; a ref keeps the latest quantities without restarting it.
  const quantitiesNow = useRef(quantities)
  quantitiesNow.current = quantities

  const confirm = () => {
    const built = deliveryBody(po.poId, po.products, quantities, deliveryId, remarks)
    if (!built.ok) return setErrors(built.errors)
    onConfirm(built.body)
  }
  const set = (lineId: string, value: number | string) => {
    setQuantities((current) => ({ ...current, [lineId]: value }))
    setErrors(({ [lineId]: _, form: __, ...rest }) => rest)
  }

  /** What a camera read does: the same code held in view counts once; a match adds one to its line. */
  const scanned = (code: string) => {
    if (!countsRead(code, Date.now())) return
    const step = applyScan(lines, quantitiesNow.current, code)
    setAnnouncement(step.message)
    if (!step.lineId) return
    const lineId = step.lineId
    if (step.added) {
      quantitiesNow.current = step.quantities
      setQuantities(step.quantities)
      setErrors(({ [lineId]: _, form: __, ...rest }) => rest)
    }
    setHighlighted(lineId)
    rows.current.get(lineId)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }

  return (
    <Modal opened onClose={onCancel} title={`Record delivery: ${po.poNumber}`} centered size="xl" zIndex={1100}>
      <Stack gap="sm">
        <Text size="sm">Enter what arrived for each line. Lines left empty are not received this time.</Text>
        {scanning ? (
          <PoScanner onCode={scanned} onClose={() => setScanning(false)} />
        ) : canScan() ? (
          <Group>
            <Button size="xs" variant="light" onClick={() => setScanning(true)}>
              Scan
            </Button>
          </Group>
        ) : null}
        <Text size="sm" fw={600} role="status" aria-live="polite" className={classes.announcement}>
          {announcement}
        </Text>
        <div className={classes.wrap}>
          <Box component="section" className={classes.scroller} aria-label="Quantities received table" tabIndex={0}>
            <Table verticalSpacing="xs" className={classes.table}>
              <VisuallyHidden component="caption">Quantities received</VisuallyHidden>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  <Table.Th ta="right">Ordered</Table.Th>
                  <Table.Th ta="right">Delivered</Table.Th>
                  <Table.Th ta="right">Remaining</Table.Th>
                  <Table.Th w={150}>Received now</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line) => (
                  <Table.Tr
                    key={line.LineID}
                    ref={(row) => {
                      if (row) rows.current.set(line.LineID, row)
                      else rows.current.delete(line.LineID)
                    }}
                    className={highlighted === line.LineID ? classes.scanned : undefined}
                    onAnimationEnd={() => setHighlighted(null)}
                  >
                    <Table.Td data-span="all" className={classes.name}>
                      {line.Particular}
                    </Table.Td>
                    <Table.Td className={classes.number}>
                      <CellLabel>Ordered</CellLabel>
                      {line.Quantity} {line.UOMName}
                    </Table.Td>
                    <Table.Td className={classes.number}>
                      <CellLabel>Delivered</CellLabel>
                      {line.DeliveredQuantity}
                    </Table.Td>
                    <Table.Td className={classes.number}>
                      <CellLabel>Remaining</CellLabel>
                      {remainingOf(line)}
                    </Table.Td>
                    <Table.Td data-span="all">
                      <CellLabel>Received now</CellLabel>
                      <NumberInput
                        aria-label={`Received now, ${line.Particular}`}
                        min={0}
                        clampBehavior="none"
                        decimalScale={3}
                        hideControls
                        inputMode="decimal"
                        value={quantities[line.LineID] ?? ''}
                        onChange={(value) => set(line.LineID, value)}
                        error={errors[line.LineID]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        </div>
        <Group>
          <Button size="xs" variant="light" onClick={() => setQuantities(everythingRemaining(po.products))}>
            Fill in everything remaining
          </Button>
        </Group>
        <LabelledTextarea
          label="Remarks"
          placeholder="Challan number, condition of the goods... (optional)"
          value={remarks}
          onChange={(event) => setRemarks(event.currentTarget.value)}
          maxLength={500}
        />
        {errors.form ? (
          <Text size="sm" c="red.9" role="alert">
            {errors.form}
          </Text>
        ) : null}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus>
            Back
          </Button>
          <Button onClick={confirm} loading={pending}>
            Record delivery
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
