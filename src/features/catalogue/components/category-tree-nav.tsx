import { ActionIcon } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { type CategoryNode, categoryPath } from '../category-tree'
import classes from './category-tree-nav.module.css'

/** Props of the category tree. */
export interface CategoryTreeNavProps {
  roots: readonly CategoryNode[]
  /** The category in the URL, if any. */
  selected: number | undefined
  /** Called after a category is picked (the phone drawer closes). */
  onPick?: () => void
}

/**
 * The catalogue's category filter as a nested list of links (each keeps the search and sort, and
 * goes back to page 1). The path to the chosen category is open; any branch can be opened with
 * its toggle button.
 */
export function CategoryTreeNav({ roots, selected, onPick }: CategoryTreeNavProps) {
  const path = selected === undefined ? [] : categoryPath(roots, selected).map((node) => node.id)
  const [toggled, setToggled] = useState<Record<number, boolean>>({})
  const isOpen = (id: number) => toggled[id] ?? path.includes(id)
  const toggle = (id: number) => setToggled((current) => ({ ...current, [id]: !isOpen(id) }))

  const branch = (nodes: readonly CategoryNode[], nested: boolean) => (
    <ul className={nested ? `${classes.list} ${classes.nested}` : classes.list}>
      {nodes.map((node) => (
        <li key={node.id}>
          <div className={classes.row}>
            {node.children.length > 0 ? (
              <ActionIcon
                variant="subtle"
                color="gray.7"
                size={22}
                onClick={() => toggle(node.id)}
                aria-expanded={isOpen(node.id)}
                aria-label={`${isOpen(node.id) ? 'Collapse' : 'Expand'} ${node.name}`}
              >
                <span aria-hidden>{isOpen(node.id) ? '▾' : '▸'}</span>
              </ActionIcon>
            ) : (
              <span className={classes.spacer} />
            )}
            <Link
              from="/catalogue"
              to="/catalogue"
              search={(current) => ({ ...current, category: node.id, page: undefined })}
              className={classes.link}
              aria-current={node.id === selected ? 'page' : undefined}
              onClick={onPick}
            >
              {node.name}
            </Link>
          </div>
          {node.children.length > 0 && isOpen(node.id) ? branch(node.children, true) : null}
        </li>
      ))}
    </ul>
  )

  return (
    <nav aria-label="Categories">
      <div className={classes.row}>
        <span className={classes.spacer} />
        <Link
          from="/catalogue"
          to="/catalogue"
          search={(current) => ({ ...current, category: undefined, page: undefined })}
          className={classes.link}
          aria-current={selected === undefined ? 'page' : undefined}
          onClick={onPick}
        >
          All products
        </Link>
      </div>
      {branch(roots, false)}
    </nav>
  )
}
