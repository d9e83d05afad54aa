import * as v from 'valibot'
import { lenient, urlInt } from '../../components/list-kit/url-param'

/** /Product-Detail search params: an optional productid (the path form /Product-Detail/{productid} is the page). */
export const ProductDetailSearchSchema = v.object({ productid: lenient(urlInt(1)) })
