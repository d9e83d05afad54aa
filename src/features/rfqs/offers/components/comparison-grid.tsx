import { Box, Button, Group, Table, Text } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import { ButtonLink } from '../../../../components/router-links'
import { formatCount } from '../../../../shared/number-format'
import type { RfqComparison } from '../../../../shared/rfq-read-schemas'
import type { RfqReviewStatus } from '../../../../shared/rfq-status'
import { cellIndex, GRID_FIGURES, isBest, savingsText } from '../offer-grid'
import { ResponseStatusBadge } from './response-status-badge'

/** What a review button asks: a partner's whole response, or (with itemId) one item's quote. */
export interface ReviewRequest {
  supplierId: string
  itemId?: string
  status: RfqReviewStatus
}

/**
 * The quotation comparison grid (spec point 2): products as columns, one group of rows per partner
 * (its status and Accept / Counter Offer / Reject, then each figure), the best value of each row marked.
 * Wider than the screen (a phone, or many items) it scrolls inside its own box, and says so; the page never does.
 */
export function ComparisonGrid({
  comparison,
  actions,
  busy,
  onReview,
}: {
  comparison: RfqComparison
  /** The buyer may review, counter and award now. */
  actions: boolean
  busy: boolean
  onReview: (request: ReviewRequest) => void
}) {
  const cellOf = cellIndex(comparison)
  const columns = comparison.items.length + 1
  const minWidth = 240 + comparison.items.length * 200
  const box = useElementSize()
  const scrolls = box.width > 0 && box.width < minWidth
  return (
    <Box ref={box.ref}>
      {scrolls ? (
        <Text size="sm" c="dimmed" mb={4} id="comparison-scroll-hint">
          Scroll the grid sideways to see every item →
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={minWidth} aria-describedby={scrolls ? 'comparison-scroll-hint' : undefined}>
        <Table withTableBorder withColumnBorders verticalSpacing="xs" aria-label="Quotation comparison">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Supply partner</Table.Th>
              {comparison.items.map((item) => (
                <Table.Th scope="col" key={item.itemId}>
                  {item.product}
                  <Text size="xs" c="dimmed" fw={400}>
                    {formatCount(item.quantity)} {item.unitName}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          {comparison.suppliers.map((supplier) => {
            const quoted = comparison.items.some((item) => cellOf(supplier.supplierId, item.itemId))
            return (
              <Table.Tbody key={supplier.supplierId}>
                <Table.Tr bg="gray.0">
                  <Table.Th scope="rowgroup" colSpan={columns}>
                    <Group gap="sm" justify="space-between">
                      <Group gap="xs">
                        <Text fw={700}>{supplier.name}</Text>
                        <ResponseStatusBadge status={supplier.responseStatus} />
                        {supplier.round > 1 ? <Text size="sm">Round {supplier.round}</Text> : null}
                        {supplier.partnerStatus === 'Active' ? null : (
                          <Text size="sm" c="red.9">
                            {supplier.partnerStatus}: cannot be awarded
                          </Text>
                        )}
                      </Group>
                      {actions && quoted && supplier.partnerStatus === 'Active' ? (
                        <Group gap="xs">
                          <Button
                            size="compact-sm"
                            variant="default"
                            disabled={busy}
                            aria-label={`Accept ${supplier.name}`}
                            onClick={() => onReview({ supplierId: supplier.supplierId, status: 'Accepted' })}
                          >
                            Accept
                          </Button>
                          <ButtonLink
                            size="compact-sm"
                            variant="default"
                            to="/Manage-RFQs/RFQ-Offers/CounterOffer"
                            search={{ rfq: comparison.RFQID, partner: supplier.supplierId }}
                            aria-label={`Counter Offer ${supplier.name}`}
                          >
                            Counter Offer
                          </ButtonLink>
                          <Button
                            size="compact-sm"
                            variant="default"
                            color="red"
                            disabled={busy}
                            aria-label={`Reject ${supplier.name}`}
                            onClick={() => onReview({ supplierId: supplier.supplierId, status: 'Rejected' })}
                          >
                            Reject
                          </Button>
                        </Group>
                      ) : null}
                    </Group>
                  </Table.Th>
                </Table.Tr>
                {quoted ? (
                  GRID_FIGURES.map((figure) => (
                    <Table.Tr key={figure.label}>
                      <Table.Th scope="row" fw={500}>
                        {figure.label}
                      </Table.Th>
                      {comparison.items.map((item) => {
                        const cell = cellOf(supplier.supplierId, item.itemId)
                        const best = cell && isBest(comparison, item.itemId, figure.best, supplier.supplierId)
                        return (
                          <Table.Td key={item.itemId} bg={best ? 'green.0' : undefined}>
                            {cell ? figure.show(cell) : '—'}
                            {best ? (
                              <>
                                {' '}
                                <Text span size="xs" fw={700} c="dark.8" ml={4}>
                                  Best
                                </Text>
                              </>
                            ) : null}
                          </Table.Td>
                        )
                      })}
                    </Table.Tr>
                  ))
                ) : (
                  <Table.Tr>
                    <Table.Td colSpan={columns}>
                      <Text size="sm" c="dimmed">
                        No quotation yet.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {quoted ? (
                  <Table.Tr>
                    <Table.Th scope="row" fw={500}>
                      Item status
                    </Table.Th>
                    {comparison.items.map((item) => {
                      const cell = cellOf(supplier.supplierId, item.itemId)
                      if (!cell) return <Table.Td key={item.itemId}>—</Table.Td>
                      const label = `${item.product} from ${supplier.name}`
                      return (
                        <Table.Td key={item.itemId}>
                          <Group gap={6}>
                            <ResponseStatusBadge status={cell.status} />
                            {cell.recordedBy ? (
                              <Text span size="xs" c="dimmed">
                                Recorded by {cell.recordedBy}
                              </Text>
                            ) : null}
                            {actions ? (
                              <>
                                <Button
                                  size="compact-xs"
                                  variant="subtle"
                                  disabled={busy || cell.status === 'Accepted'}
                                  aria-label={`Accept ${label}`}
                                  onClick={() =>
                                    onReview({
                                      supplierId: supplier.supplierId,
                                      itemId: item.itemId,
                                      status: 'Accepted',
                                    })
                                  }
                                >
                                  Accept
                                </Button>
                                <Button
                                  size="compact-xs"
                                  variant="subtle"
                                  color="red"
                                  disabled={busy || cell.status === 'Rejected'}
                                  aria-label={`Reject ${label}`}
                                  onClick={() =>
                                    onReview({
                                      supplierId: supplier.supplierId,
                                      itemId: item.itemId,
                                      status: 'Rejected',
                                    })
                                  }
                                >
                                  Reject
                                </Button>
                              </>
                            ) : null}
                          </Group>
                        </Table.Td>
                      )
                    })}
                  </Table.Tr>
                ) : null}
              </Table.Tbody>
            )
          })}
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">Savings</Table.Th>
              {comparison.items.map((item) => (
                <Table.Td key={item.itemId}>
                  <Text size="sm">{savingsText(comparison.rows.find((row) => row.itemId === item.itemId)) ?? '—'}</Text>
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Box>
  )
}
