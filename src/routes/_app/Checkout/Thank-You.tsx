import { createFileRoute } from '@tanstack/react-router'
import { ThankYouPage } from '../../../features/checkout/components/thank-you-page'
import { OrderIdSearchSchema } from '../../../features/orders/order-id-search'

export const Route = createFileRoute('/_app/Checkout/Thank-You')({
  validateSearch: OrderIdSearchSchema,
  component: ThankYouPage,
})
