import { describe, expect, it } from 'vitest'
import { findChunkCycle } from '../../../scripts/chunk-cycles'

const chunk = (fileName: string, ...imports: string[]) => ({ fileName, imports })

describe('findChunkCycle: the build refuses chunks that import each other in a circle', () => {
  it('finds none in a tree or a diamond (a shared chunk imported by two screens)', () => {
    expect(
      findChunkCycle([chunk('main.js'), chunk('a.js', 'main.js', 'common.js'), chunk('common.js', 'main.js')]),
    ).toBeNull()
    expect(
      findChunkCycle([chunk('a.js', 'b.js', 'c.js'), chunk('b.js', 'd.js'), chunk('c.js', 'd.js'), chunk('d.js')]),
    ).toBeNull()
    expect(findChunkCycle([])).toBeNull()
  })

  it('names the circle, however long, from the chunk where it closes', () => {
    expect(findChunkCycle([chunk('a.js', 'b.js'), chunk('b.js', 'a.js')])).toEqual(['a.js', 'b.js', 'a.js'])
    expect(
      findChunkCycle([
        chunk('main.js'),
        chunk('x.js', 'main.js', 'y.js'),
        chunk('y.js', 'z.js'),
        chunk('z.js', 'x.js'),
      ]),
    ).toEqual(['x.js', 'y.js', 'z.js', 'x.js'])
    expect(findChunkCycle([chunk('self.js', 'self.js')])).toEqual(['self.js', 'self.js'])
  })

  it('ignores imports of files outside the bundle', () => {
    expect(findChunkCycle([chunk('a.js', 'external.js')])).toBeNull()
  })
})
