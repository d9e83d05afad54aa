// @vitest-environment jsdom
import { Button, MantineProvider } from '@mantine/core'
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import { Profiler, useState } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { useBusyLoader } from '../../../src/lib/use-busy-loader'
import { installJsdomShims } from '../support/jsdom-shims'

beforeAll(installJsdomShims)
afterEach(cleanup)

let setBusy: (busy: boolean) => void = () => {}

/** A button whose work can be started and finished from the test, as 'Add to cart' is by its request. */
function SaveButton({ plain = false }: { plain?: boolean }) {
  const [busy, set] = useState(false)
  setBusy = set
  const loading = useBusyLoader(busy)
  return <Button loading={plain ? busy : loading}>Add to cart</Button>
}

const button = () => screen.getByRole('button', { name: 'Add to cart' })
const loader = () => button().querySelector('.mantine-Button-loader')

describe('useBusyLoader', () => {
  it('is undefined until the work first starts, then follows it', () => {
    const { result, rerender } = renderHook(({ busy }) => useBusyLoader(busy), { initialProps: { busy: false } })
    expect(result.current).toBeUndefined()
    rerender({ busy: true })
    expect(result.current).toBe(true)
    rerender({ busy: false })
    expect(result.current).toBe(false)
  })

  it('gives a button no loader until pressed, a disabled button with a loader while busy, then the button back', () => {
    render(
      <MantineProvider>
        <SaveButton />
      </MantineProvider>,
    )
    expect(loader()).toBeNull()
    expect(button().hasAttribute('disabled')).toBe(false)
    act(() => setBusy(true))
    expect(loader()).not.toBeNull()
    expect(button().hasAttribute('disabled')).toBe(true)
    act(() => setBusy(false))
    expect(button().hasAttribute('disabled')).toBe(false)
  })

  it('commits an idle button once when it mounts (a plain boolean commits it twice)', () => {
    const commits = (plain: boolean) => {
      let count = 0
      render(
        <MantineProvider>
          <Profiler id="button" onRender={() => count++}>
            <SaveButton plain={plain} />
          </Profiler>
        </MantineProvider>,
      )
      cleanup()
      return count
    }
    expect(commits(false)).toBe(1)
    expect(commits(true)).toBe(2)
  })
})
