// Method and path of every route come from the contract's schema-free table, so the entry bundle
// does not carry zod (types still come from the full contract with `import type`).
export { API_PREFIX as API_BASE, endpoints, type EndpointKey } from '@portal/contract/endpoints';
