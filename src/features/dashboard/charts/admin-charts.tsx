import '@mantine/core/styles/ColorSwatch.css'
import '@mantine/charts/styles.css'
import { AreaChart, BarChart, DonutChart } from '@mantine/charts'
import { Card, Group, List, SimpleGrid, Text, Title } from '@mantine/core'
import type { AmountPoint, RoleFigures } from '../../../shared/dashboard'
import { formatInr } from '../../../shared/money'
import { formatCount } from '../../../shared/number-format'
import { ROLE_LABELS } from '../../../shared/roles'
import { axisAmounts } from './axis-amount'
import { ChartFrame } from './chart-frame'

type AdminFigures = Extract<RoleFigures, { role: 'admin' }>

const ROLE_COLORS = ['blue.7', 'teal.7', 'grape.7', 'orange.7', 'gray.7']
const n = formatCount
/** A category axis label cut to fit its column (the table gives the full name). */
const short = (label: string) => (label.length > 18 ? `${label.slice(0, 17)}…` : label)

/** Amounts as horizontal bars, one per label, longest first as the server sends them. */
function AmountBars(props: { title: string; data: AmountPoint[]; empty: string; color: string }) {
  return (
    <ChartFrame
      title={props.title}
      columns={['Name', 'Spend']}
      rows={props.data.map((d) => ({ label: d.label, value: formatInr(d.amount) }))}
      empty={props.data.length === 0 ? props.empty : null}
    >
      <BarChart
        h={Math.max(160, props.data.length * 34 + 40)}
        data={props.data.map((d) => ({ name: d.label, Spend: d.amount }))}
        dataKey="name"
        orientation="vertical"
        series={[{ name: 'Spend', color: props.color }]}
        valueFormatter={formatInr}
        xAxisProps={{ tickFormatter: axisAmounts(props.data.map((d) => d.amount)) }}
        yAxisProps={{ width: 128, tickFormatter: short }}
        gridAxis="none"
        barChartProps={{ accessibilityLayer: false }}
      />
    </ChartFrame>
  )
}

/** The admin's charts: spend by month, category and vendor, open PO value by status, users by role. Loaded on its own. */
export default function AdminCharts({ figures }: { figures: AdminFigures }) {
  const months = figures.spendByMonth
  const open = figures.openPoValueByStatus
  const users = figures.usersByRole.map((u, i) => ({
    name: ROLE_LABELS[u.role],
    value: u.count,
    color: ROLE_COLORS[i % ROLE_COLORS.length] ?? 'gray.7',
  }))
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartFrame
        title="Spend by month"
        columns={['Month', 'Spend']}
        rows={months.map((m) => ({ label: m.label, value: formatInr(m.amount) }))}
        empty={months.every((m) => m.amount === 0) ? 'No spend in the last 12 months yet.' : null}
      >
        <AreaChart
          h={240}
          data={months.map((m) => ({ month: m.label, Spend: m.amount }))}
          dataKey="month"
          series={[{ name: 'Spend', color: 'blue.7' }]}
          valueFormatter={formatInr}
          yAxisProps={{ width: 64, tickFormatter: axisAmounts(months.map((m) => m.amount)) }}
          curveType="monotone"
          withDots={false}
          areaChartProps={{ accessibilityLayer: false }}
        />
      </ChartFrame>
      <ChartFrame
        title="Open PO value by status"
        columns={['Status', 'Value']}
        rows={open.map((s) => ({ label: s.status, value: `${formatInr(s.amount)} (${n(s.count)} POs)` }))}
        empty={open.every((s) => s.count === 0) ? 'No open purchase orders.' : null}
      >
        <BarChart
          h={240}
          data={open.map((s) => ({ status: s.status, Value: s.amount }))}
          dataKey="status"
          orientation="vertical"
          series={[{ name: 'Value', color: 'teal.7' }]}
          valueFormatter={formatInr}
          xAxisProps={{ tickFormatter: axisAmounts(open.map((s) => s.amount)) }}
          yAxisProps={{ width: 128 }}
          gridAxis="none"
          barChartProps={{ accessibilityLayer: false }}
        />
      </ChartFrame>
      <AmountBars
        title="Spend by category"
        data={figures.spendByCategory}
        empty="No shop orders in the last 12 months yet."
        color="grape.7"
      />
      <AmountBars
        title="Spend by vendor"
        data={figures.spendByVendor}
        empty="No approved POs in the last 12 months yet."
        color="blue.7"
      />
      <Card withBorder radius="md" padding="md" component="section" aria-label="Users by role">
        <Title order={3} size="h5" mb="sm">
          Users by role
        </Title>
        <Group gap="lg" wrap="nowrap" align="center">
          <div aria-hidden="true">
            <DonutChart
              data={users}
              size={140}
              thickness={24}
              withTooltip={false}
              pieProps={{ isAnimationActive: false, rootTabIndex: -1 }}
              pieChartProps={{ accessibilityLayer: false }}
            />
          </div>
          <List size="sm" spacing={4} listStyleType="none">
            {users.map((u) => (
              <List.Item key={u.name}>
                {u.name}: {n(u.value)}
              </List.Item>
            ))}
          </List>
        </Group>
        {figures.invitedUsers > 0 ? (
          <Text size="sm" c="gray.7" mt="xs">
            {n(figures.invitedUsers)} invited, not signed in yet
          </Text>
        ) : null}
      </Card>
    </SimpleGrid>
  )
}
