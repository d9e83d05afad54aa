import { describe, expect, it } from 'vitest'
import { readConfig } from '../../../server/env'

describe('PUBLIC_URL: where e-mailed links point for tenants with no address of their own', () => {
  it('defaults to this machine on PORT, keeps an origin as given and drops a trailing slash', () => {
    expect(readConfig({}).publicUrl).toBe('http://localhost:3000')
    expect(readConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080')
    expect(readConfig({ PUBLIC_URL: 'https://Buy.Example.com/' }).publicUrl).toBe('https://buy.example.com')
    expect(readConfig({ PUBLIC_URL: 'http://10.0.0.5:3000' }).publicUrl).toBe('http://10.0.0.5:3000')
  })

  it('refuses what is not an http(s) origin, saying what it wants', () => {
    for (const bad of [
      'buy.example.com',
      'ftp://buy.example.com',
      'https://buy.example.com/app',
      'https://x.test/?a=1',
    ]) {
      expect(() => readConfig({ PUBLIC_URL: bad }), bad).toThrow(
        /PUBLIC_URL: must be an http:\/\/ or https:\/\/ address/,
      )
    }
  })
})
