import { Badge, Card, type CardProps, Group, Text } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import type { ComponentPropsWithRef } from 'react'
import type { DashboardTile } from '../../../shared/dashboard-tiles'
import { figureLink } from '../figure-link'
import classes from './stat-tile.module.css'

function CardAnchor(props: CardProps & ComponentPropsWithRef<'a'>) {
  return <Card component="a" {...props} />
}

/** A Mantine Card that is a router link: a figure's whole tile opens its list. */
const CardLink = createLink(CardAnchor)

function TileBody({ tile }: { tile: DashboardTile }) {
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} c="gray.8">
          {tile.label}
        </Text>
        {tile.attention ? (
          <Badge color="red.9" variant="filled" tt="none" miw="max-content">
            {tile.attention}
          </Badge>
        ) : null}
      </Group>
      <Text fz={32} fw={700} lh={1.2} mt={4} className={classes.value}>
        {tile.value}
      </Text>
      <Text size="sm" c="gray.7">
        {tile.hint}
      </Text>
    </>
  )
}

/** A figure as a tile: big value, label, hint and what needs action in words; the whole tile links to its list. */
export function StatTile({ tile }: { tile: DashboardTile }) {
  const attention = tile.attention ? classes.attention : undefined
  if (!tile.href) {
    return (
      <Card withBorder radius="md" padding="md" className={attention}>
        <TileBody tile={tile} />
      </Card>
    )
  }
  return (
    <CardLink
      {...figureLink(tile.href)}
      withBorder
      radius="md"
      padding="md"
      className={`${classes.link} ${attention ?? ''}`}
    >
      <TileBody tile={tile} />
    </CardLink>
  )
}
