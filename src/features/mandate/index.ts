export { formatDeductionDay, toContractReference } from './contract-reference';
export { cleanFileNetId } from './file-net-id';
