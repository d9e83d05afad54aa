import '@mantine/spotlight/styles.css'
import { Loader, ModalTitle, Text, VisuallyHidden } from '@mantine/core'
import { createSpotlight, Spotlight, type SpotlightStore } from '@mantine/spotlight'
import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import { Icon } from '../../../components/icons'
import { useSessionUser } from '../../../lib/session-store'
import { MIN_SEARCH_LENGTH, type SearchHit } from '../../../shared/search-schemas'
import { readRecentItems, recentItemsKey, rememberRecentItem } from '../recent-items'
import { groupHits } from '../search-groups'
import { useSpotlightSearch } from '../use-spotlight-search'

const [store, spotlight] = createSpotlight()

/**
 * Marks the first hit as the one Enter opens, as the spotlight does when the text changes: the
 * hits here arrive later (after the pause in typing and the server's answer). The package does not
 * export its own `selectAction`, so this does the same to the list it rendered.
 */
function selectFirstHit(spotlightStore: SpotlightStore): void {
  const { listId } = spotlightStore.getState()
  const list = listId ? document.getElementById(listId) : null
  if (!list) return
  list.querySelector('[data-selected]')?.removeAttribute('data-selected')
  const first = list.querySelector('[data-action]')
  first?.setAttribute('data-selected', 'true')
  spotlightStore.updateState((state) => ({ ...state, selected: first ? 0 : -1 }))
}

function HitAction({ hit, onOpen }: { hit: SearchHit; onOpen: (hit: SearchHit) => void }) {
  return <Spotlight.Action label={hit.title} description={hit.subtitle} onClick={() => onOpen(hit)} />
}

/**
 * The search across products, categories, POs, orders, supply partners and RFQs: the user's recent
 * items while nothing is typed, then the hits grouped by kind; offline, the saved data. Its code
 * (and @mantine/spotlight) loads on first use; each change of `openRequest` opens it.
 */
export default function SearchSpotlight({ openRequest }: { openRequest: number }) {
  const user = useSessionUser()
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const owner = user ? { userId: user.UserID, role: user.Role } : null
  const ownerKey = owner ? recentItemsKey(owner) : ''
  const [recent, setRecent] = useState<{ ownerKey: string; items: SearchHit[] }>(() => ({
    ownerKey,
    items: owner ? readRecentItems(localStorage, owner) : [],
  }))
  // Another user or a new role (the session check found it changed): that owner's list, read again.
  if (recent.ownerKey !== ownerKey) setRecent({ ownerKey, items: owner ? readRecentItems(localStorage, owner) : [] })
  const search = useSpotlightSearch(query, user?.Role ?? 'buyer')

  useEffect(() => {
    if (openRequest > 0) spotlight.open()
  }, [openRequest])

  const typed = query.trim() !== ''
  const shown = typed ? search.hits : recent.items
  const shownIds = shown.map((hit) => `${hit.kind}:${hit.id}`).join(',')
  useEffect(() => {
    if (shownIds) selectFirstHit(store)
  }, [shownIds])

  if (!owner) return null

  const open = (hit: SearchHit) => {
    setRecent({ ownerKey, items: rememberRecentItem(localStorage, owner, hit) })
    void navigate({ href: hit.href })
  }

  let body: ReactNode
  if (!typed) {
    body =
      recent.items.length > 0 ? (
        <Spotlight.ActionsGroup label="Recent" role="group" aria-label="Recent">
          {recent.items.map((hit) => (
            <HitAction key={`${hit.kind}:${hit.id}`} hit={hit} onOpen={open} />
          ))}
        </Spotlight.ActionsGroup>
      ) : (
        <Spotlight.Empty>
          Search products, categories, purchase orders, orders, supply partners and RFQs. What you open shows here next
          time.
        </Spotlight.Empty>
      )
  } else if (!search.searchable) {
    body = <Spotlight.Empty>Type at least {MIN_SEARCH_LENGTH} characters</Spotlight.Empty>
  } else if (search.error) {
    body = (
      <Spotlight.Empty>
        <Text c="red.8" size="sm" role="alert">
          {search.error}
        </Text>
      </Spotlight.Empty>
    )
  } else if (shown.length === 0) {
    body = <Spotlight.Empty>{search.loading ? 'Searching…' : 'Nothing found'}</Spotlight.Empty>
  } else {
    body = groupHits(shown).map((group) => (
      <Spotlight.ActionsGroup key={group.kind} label={group.label} role="group" aria-label={group.label}>
        {group.hits.map((hit) => (
          <HitAction key={`${hit.kind}:${hit.id}`} hit={hit} onOpen={open} />
        ))}
      </Spotlight.ActionsGroup>
    ))
  }

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      // Enter opens the newest recent item (or the first hit) at once.
      onSpotlightOpen={() => requestAnimationFrame(() => selectFirstHit(store))}
      scrollable
      maxHeight="60dvh"
      // A selected hit's line under the title stays fully opaque: white on the primary colour meets AA contrast.
      styles={{ actionDescription: { opacity: 1 } }}
    >
      {/* The dialog's name for screen readers. */}
      <VisuallyHidden>
        <ModalTitle>Search</ModalTitle>
      </VisuallyHidden>
      <Spotlight.Search
        aria-label="Search"
        placeholder="Search by name, SKU, number…"
        leftSection={<Icon name="search" size={20} />}
        rightSection={search.loading && typed ? <Loader size="xs" aria-label="Searching" /> : null}
      />
      {search.offline && (
        <Text size="sm" px="md" py={6} bg="yellow.1" c="dark.9" role="status">
          Offline: searching saved data
        </Text>
      )}
      <Spotlight.ActionsList aria-label="Search results">{body}</Spotlight.ActionsList>
    </Spotlight.Root>
  )
}
