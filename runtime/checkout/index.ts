/** Checkout in the cart: shipping (its rules, store, picker) and the address (its fields, rules, formats, countries and states). */
export { ShippingPicker, type ShippingPickerProps } from './ShippingPicker';
export { AddressFields, type AddressFieldsProps } from './AddressFields';
export { activeShipping, quoteShipping, SHIPPING_LIST_SCROLL_OFFSET_PX, type ActiveShipping, type ShippingChoice, type ShippingPrice, type ShippingQuote } from './shipping';
export { addressCountry, addressErrors, addressFields, addressParts, formatAddress, pickupParts, type AddressError, type AddressFieldRule, type AddressValues } from './address';
export { createShippingStore, SHIPPING_STORAGE_KEY, type ShippingStatus, type ShippingStore, type ShippingStoreState } from './shipping-store';
export { loadMetadata, METADATA_FILTER, readMetadataAnswer, type Metadata, type MetadataOption, type MetadataStatus } from './metadata';
