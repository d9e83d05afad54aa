import { describe, expect, it } from 'vitest'
import { forwardedClient, throttleAddress } from '../../../server/lib/client-ip'

describe('issue 10.5: the address a throttle counts a client under', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['[2001:db8:1:2::7]:443', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s is counted as %s', (raw, key) => {
    expect(throttleAddress(raw)).toBe(key)
  })

  it('gives every address of one IPv6 /64 the same key, so rotating through it gains nothing', () => {
    const keys = new Set(Array.from({ length: 50 }, (_, i) => throttleAddress(`2001:db8:5:6::${(i + 1).toString(16)}`)))
    expect([...keys]).toEqual(['2001:db8:5:6::/64'])
  })

  it('takes the entry the trusted proxy appended, whatever the client wrote before it', () => {
    expect(forwardedClient('1.1.1.1, 2.2.2.2, 198.51.100.9', 1)).toBe('198.51.100.9')
    expect(forwardedClient(' , 198.51.100.9 ', 1)).toBe('198.51.100.9')
    expect(forwardedClient('198.51.100.9', 2)).toBe('198.51.100.9')
  })
})
