import { Card, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'

/** One row of a chart's text alternative. */
export interface ChartRow {
  label: string
  value: string
}

/**
 * A titled chart with its figures as a table for screen readers (the drawing itself is hidden from
 * them), or a sentence when there is nothing to draw yet.
 */
export function ChartFrame(props: {
  title: string
  columns: [string, string]
  rows: ChartRow[]
  empty: string | null
  children: ReactNode
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={props.title}>
      <Title order={3} size="h5" mb="sm">
        {props.title}
      </Title>
      {props.empty ? (
        <Text size="sm" c="gray.7">
          {props.empty}
        </Text>
      ) : (
        <>
          <div aria-hidden="true">{props.children}</div>
          <VisuallyHidden>
            <Table>
              <Table.Caption>{props.title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{props.columns[0]}</Table.Th>
                  <Table.Th>{props.columns[1]}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {props.rows.map((row) => (
                  <Table.Tr key={row.label}>
                    <Table.Td>{row.label}</Table.Td>
                    <Table.Td>{row.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </Card>
  )
}
