/**
 * The forms domain without its element: what a part outside it needs of form01's rules without
 * loading form01 (index.ts exports the element). The cart's delivery address walks on into the order
 * form by form01's own controls (checkout/AddressFields.tsx), and stays out of form01's chunk.
 */
export * from './form-controls';
