/**
 * The insurer's brand: one place for its name and licences, shown in the footer and used in the
 * USSD message ({insurer}) and the report division ('{product} Retail').
 */
export const brand = {
  productTitle: 'USSD Web Client',
  // Sandbox values: a deployment sets the insurer's real name and licence numbers here.
  insurerName: 'Meridian Life',
  // The USSD prompt has ~160 characters; the short name keeps the message within it.
  insurerShortName: 'Meridian',
  product: 'Meridian',
  legalName: 'Meridian Life Limited',
  licences: [
    { label: 'a licensed life insurer', number: 'Reg. No. 1998/001234/06' },
    { label: 'an authorised financial services provider', number: 'FSP 12345' },
    { label: 'a registered credit provider', number: 'NCRCP 1234' },
  ],
  staffHubPath: '/methub4all/',
} as const;
