import { describe, expect, it } from 'vitest'
import { axisAmounts } from '../../../src/features/dashboard/charts/axis-amount'

describe('axisAmounts: one unit for every tick of an amount axis', () => {
  it.each([
    [
      'lakh when the largest amount is in lakh',
      [90_000, 180_000],
      [0, 45_000, 90_000, 135_000, 180_000],
      ['₹0', '₹0.45L', '₹0.9L', '₹1.35L', '₹1.8L'],
    ],
    [
      'crore when the largest is in crore',
      [2_50_00_000, 40_00_000],
      [0, 1_00_00_000, 2_50_00_000],
      ['₹0', '₹1Cr', '₹2.5Cr'],
    ],
    ['thousands below a lakh', [12_500, 99_000], [0, 25_000, 100_000], ['₹0', '₹25K', '₹100K']],
    ['rupees below a thousand', [450, 800], [0, 200, 800], ['₹0', '₹200', '₹800']],
    ['rupees when there is no spend', [0, 0], [0, 1, 2], ['₹0', '₹1', '₹2']],
    ['two decimals at most', [1_00_000], [33_333], ['₹0.33L']],
  ])('%s', (_, amounts, ticks, shown) => {
    const format = axisAmounts(amounts)
    expect(ticks.map((tick) => format(tick))).toEqual(shown)
  })

  it('marks a negative amount (a refund) with a minus sign', () => {
    expect(axisAmounts([-2_00_000, 50_000])(-1_50_000)).toBe('-₹1.5L')
  })
})
