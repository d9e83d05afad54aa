import { Button, NumberInput, Stack } from '@mantine/core'
import { useState } from 'react'
import type { Product } from '../../../shared/product-schemas'
import { StockAdjustDialog } from './stock-adjust-dialog'

/**
 * A stored product's stock, read-only: orders take and return it while the form is open, so the
 * form never saves it. Someone who may change the product adjusts it through the dialog instead.
 */
export function StockField({ product, canAdjust }: { product: Product; canAdjust: boolean }) {
  const [adjusting, setAdjusting] = useState(false)
  return (
    <Stack gap={6}>
      <NumberInput
        label="Stock:"
        value={product.Stock}
        thousandSeparator=","
        thousandsGroupStyle="lakh"
        readOnly
        variant="filled"
        hideControls
        description="Orders and adjustments change it"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      {canAdjust ? (
        <Button size="xs" variant="light" onClick={() => setAdjusting(true)} style={{ alignSelf: 'flex-start' }}>
          Adjust stock
        </Button>
      ) : null}
      {adjusting ? <StockAdjustDialog product={product} onClose={() => setAdjusting(false)} /> : null}
    </Stack>
  )
}
