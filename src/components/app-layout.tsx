import { AppShell, Box, Burger, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useQueryClient } from '@tanstack/react-query'
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { isActiveEntry, navigationFor } from '../app/navigation'
import { signOut } from '../features/auth/session'
import { CartCount } from '../features/cart/components/cart-count'
import { HeaderCartLink } from '../features/cart/components/header-cart-link'
import { OfflineBanner } from '../features/offline/components/offline-banner'
import { PendingChangesButton } from '../features/offline/components/pending-changes'
import { PendingLogoutButton } from '../features/offline/components/pending-logout'
import { useSessionUser } from '../lib/session-store'
import { ROLE_LABELS } from '../shared/roles'

/** The active link keeps its background on hover: Mantine's darker hover drops its text below AA contrast. */
const ACTIVE_HOVER = { '--nl-hover': 'var(--mantine-primary-color-light)' }

/** The offline banner's place: the top of the main area, cancelling its padding, stuck under the header. */
const BANNER_SLOT = {
  position: 'sticky',
  top: 'var(--app-shell-header-height, 56px)',
  zIndex: 150,
  margin: 'calc(var(--mantine-spacing-md) * -1) calc(var(--mantine-spacing-md) * -1) var(--mantine-spacing-md)',
} as const

/** The guarded layout: header with the user and logout, the side navigation, the page. */
export function AppLayout() {
  const user = useSessionUser()
  const [opened, { toggle, close }] = useDisclosure(false)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  if (!user) return null

  const logout = async () => {
    await signOut(queryClient).catch(() => undefined)
    await navigate({ to: '/' })
  }

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Text fw={700} c="indigo.8" fz={{ base: 'sm', xs: 'md' }}>
              Procurement
            </Text>
            <Text size="sm" c="dimmed" visibleFrom="xs">
              {user.TenantName}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Stack gap={0} visibleFrom="sm" align="flex-end">
              <Text size="sm" fw={600}>
                {user.FullName}
              </Text>
              <Text size="xs" c="dimmed">
                {ROLE_LABELS[user.Role]}
              </Text>
            </Stack>
            <PendingChangesButton />
            <HeaderCartLink />
            <PendingLogoutButton onLogout={logout} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main navigation">
        <ScrollArea>
          {navigationFor(user.Role).map((group) => (
            <Stack key={group.label} gap={2} mb="sm">
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4}>
                {group.label}
              </Text>
              {group.entries.map((entry) => (
                <NavLink
                  key={entry.to}
                  component={Link}
                  to={entry.to}
                  label={entry.label}
                  rightSection={entry.badge === 'cart' ? <CartCount /> : undefined}
                  active={isActiveEntry(entry, pathname)}
                  onClick={close}
                  style={ACTIVE_HOVER}
                />
              ))}
            </Stack>
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        {/* Under the header, full width and kept in view while the page scrolls. */}
        <Box style={BANNER_SLOT}>
          <OfflineBanner />
        </Box>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  )
}
