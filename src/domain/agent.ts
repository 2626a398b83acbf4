import type { AgentDetails } from '../api/contract';

/** The adviser on a plan (docs/behaviour.md#data-model): the commission number is the employee number. */
export function agentDetailsFor({
  userName,
  employeeNumber,
  branch,
  region,
}: Omit<AgentDetails, 'commisionNo'>): AgentDetails {
  return { userName, employeeNumber, branch, region, commisionNo: employeeNumber };
}
