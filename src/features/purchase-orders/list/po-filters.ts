import type { FilterBarSpec } from '../../../components/list-kit/filter-spec'
import { formatWholeInr } from '../../../shared/money'
import { PO_VALUE_RANGE } from '../../../shared/po-options'
import { type PoTab, statusesOfTab } from '../../../shared/po-status'
import type { PoListSearch } from './list-search'
import { useCreatorOptions, usePoNumberOptions, useVendorOptions } from './po-filter-options'

/** The seven filters of /Manage-PO (spec point 2), in bar order; Status offers the statuses of the tab. */
export function poListBar(tab: PoTab): FilterBarSpec<keyof PoListSearch & string> {
  return {
    filters: [
      {
        kind: 'checkboxes',
        param: 'poNumbers',
        label: 'PO Number',
        useOptions: usePoNumberOptions,
        searchPlaceholder: 'Search PO numbers',
      },
      {
        kind: 'checkboxes',
        param: 'vendorIds',
        label: 'Vendor',
        useOptions: useVendorOptions,
        searchPlaceholder: 'Search vendors',
      },
      {
        kind: 'checkboxes',
        param: 'status',
        label: 'Status',
        options: statusesOfTab(tab).map((s) => ({ value: s, label: s })),
      },
      { kind: 'dateRange', from: 'poDateFrom', to: 'poDateTo', label: 'Po Date' },
      { kind: 'dateRange', from: 'deliveryDateFrom', to: 'deliveryDateTo', label: 'Delivery Date', due: true },
      {
        kind: 'checkboxes',
        param: 'createdBy',
        label: 'Created By',
        useOptions: useCreatorOptions,
        searchPlaceholder: 'Search people',
      },
      {
        kind: 'valueRange',
        min: 'valueMin',
        max: 'valueMax',
        label: 'Value Range',
        bounds: PO_VALUE_RANGE,
        hint: 'Total value including GST, from ₹0 to ₹99,999.',
        prefix: '₹',
        format: formatWholeInr,
      },
    ],
  }
}
