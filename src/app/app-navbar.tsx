import { NavLink, ScrollArea } from '@mantine/core'
import { useLocalStorage } from '@mantine/hooks'
import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { NavSection } from '../components/shell/nav-section'
import { LazyApprovalsNavCount } from '../features/approvals/pending/components/lazy-approvals-count'
import { CartCount } from '../features/cart/components/cart-count'
import type { Role } from '../shared/roles'
import { isActiveEntry, type NavEntry, navigationFor } from './navigation'

/** The live count each kind of navigation badge shows. */
const BADGES: Record<NonNullable<NavEntry['badge']>, () => ReactNode> = {
  cart: () => <CartCount />,
  approvals: () => <LazyApprovalsNavCount />,
}

/** The active link keeps its background on hover: Mantine's darker hover drops its text below AA contrast. */
const ACTIVE_HOVER = { '--nl-hover': 'var(--mantine-primary-color-light)' }

/** The side navigation of a role: its areas, each collapsible (the closed ones are remembered on this device). */
export function AppNavbar({ role, onNavigate }: { role: Role; onNavigate: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [closed, setClosed] = useLocalStorage<string[]>({ key: 'nav-closed-groups', defaultValue: [] })
  const toggle = (label: string) =>
    setClosed((current) => (current.includes(label) ? current.filter((l) => l !== label) : [...current, label]))

  return (
    <ScrollArea>
      {navigationFor(role).map((group) => (
        <NavSection
          key={group.label}
          label={group.label}
          icon={group.icon}
          opened={!closed.includes(group.label)}
          onToggle={() => toggle(group.label)}
        >
          {group.entries.map((entry) => (
            <NavLink
              key={entry.to}
              component={Link}
              to={entry.to}
              // The router would mark a link current below its path too (Create Category on a category's
              // view): only the entry the navigation says is current is marked, for eyes and screen readers.
              activeOptions={{ exact: true }}
              aria-current={isActiveEntry(entry, pathname) ? 'page' : undefined}
              label={entry.label}
              rightSection={entry.badge ? BADGES[entry.badge]() : undefined}
              active={isActiveEntry(entry, pathname)}
              onClick={onNavigate}
              style={ACTIVE_HOVER}
            />
          ))}
        </NavSection>
      ))}
    </ScrollArea>
  )
}
