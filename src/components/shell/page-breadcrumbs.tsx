import { Anchor, Breadcrumbs, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'

/** One step of a breadcrumb trail: a link when `to` is given, else plain text. */
export interface BreadcrumbItem {
  label: string
  to?: string
}

/** Where the page sits in the app (area › screen › page); the last step is the current page. */
export function PageBreadcrumbs({ trail }: { trail: readonly BreadcrumbItem[] }) {
  if (trail.length === 0) return null
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›" separatorMargin={6} mb="sm" fz="sm">
        {trail.map((item, index) =>
          item.to ? (
            <Anchor key={item.label} component={Link} to={item.to} size="sm">
              {item.label}
            </Anchor>
          ) : (
            <Text
              key={item.label}
              size="sm"
              c={index === trail.length - 1 ? 'dark.6' : 'dimmed'}
              aria-current={index === trail.length - 1 ? 'page' : undefined}
            >
              {item.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  )
}
