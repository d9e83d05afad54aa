import { AppShell, Box, Burger, Group, Text, useMantineTheme } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { useQueryClient } from '@tanstack/react-query'
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { PageBreadcrumbs } from '../components/shell/page-breadcrumbs'
import { UserMenu } from '../components/shell/user-menu'
import { LazyHeaderApprovalsLink } from '../features/approvals/pending/components/lazy-approvals-count'
import { signOut } from '../features/auth/session'
import { HeaderCartLink } from '../features/cart/components/header-cart-link'
import { OfflineBanner } from '../features/offline/components/offline-banner'
import { PendingChangesButton } from '../features/offline/components/pending-changes'
import { usePendingLogout } from '../features/offline/components/pending-logout'
import { HeaderSearch } from '../features/search/components/header-search'
import { useSessionUser } from '../lib/session-store'
import { ROLE_LABELS } from '../shared/roles'
import { AppNavbar } from './app-navbar'
import { breadcrumbsFor } from './navigation'

/** The offline banner's place: the top of the main area, full width (its padding cancelled), stuck under the header. */
const BANNER_SLOT = {
  position: 'sticky',
  top: 'var(--app-shell-header-height, 56px)',
  zIndex: 150,
  margin: 'calc(var(--mantine-spacing-md) * -1) calc(var(--mantine-spacing-md) * -1) var(--mantine-spacing-md)',
} as const

/** The guarded layout: header (name, search, pending changes, cart, account menu), side navigation, breadcrumbs, the page. */
export function AppLayout() {
  const user = useSessionUser()
  const [opened, { toggle, close }] = useDisclosure(false)
  // On a phone the navigation is off screen until the burger opens it: it is built then, not with the first screen.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  })
  const [navOpenedOnce, setNavOpenedOnce] = useState(false)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // A stored record's page names itself for the trail through its loader data (`{ crumb }`).
  const crumb = useRouterState({
    select: (state) => {
      const data: unknown = state.matches.at(-1)?.loaderData
      return data && typeof data === 'object' && 'crumb' in data && typeof data.crumb === 'string'
        ? data.crumb
        : undefined
    },
  })
  const logout = usePendingLogout(async () => {
    await signOut(queryClient).catch(() => undefined)
    await navigate({ to: '/' })
  })
  if (!user) return null

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={() => {
                setNavOpenedOnce(true)
                toggle()
              }}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Text fw={700} c="indigo.8" fz={{ base: 'sm', xs: 'md' }}>
              Procurement
            </Text>
            <Text size="sm" c="dimmed" visibleFrom="xs">
              {user.TenantName}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <HeaderSearch />
            <PendingChangesButton />
            <LazyHeaderApprovalsLink />
            <HeaderCartLink />
            <UserMenu
              name={user.FullName}
              role={ROLE_LABELS[user.Role]}
              tenant={user.TenantName}
              onLogout={logout.requestLogout}
            />
          </Group>
        </Group>
      </AppShell.Header>
      {/* Closed on a phone it is off screen, so inert: its links are out of the Tab order and the accessibility
          tree, instead of taking the focus somewhere no one can see and standing as an empty landmark. */}
      <AppShell.Navbar p="xs" aria-label="Main navigation" inert={!wide && !opened}>
        {(wide || navOpenedOnce) && <AppNavbar role={user.Role} onNavigate={close} />}
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Box style={BANNER_SLOT}>
          <OfflineBanner />
        </Box>
        <PageBreadcrumbs trail={breadcrumbsFor(pathname, user.Role, crumb)} />
        <Outlet />
      </AppShell.Main>
      {logout.dialog}
    </AppShell>
  )
}
