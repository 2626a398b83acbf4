import type { AgentDetails } from '../api/contract';

/** The adviser on a plan (docs/behaviour.md#data-model): the commission number is the employee number. */
export function agentDetailsFor(agent: {
  userName: string;
  employeeNumber: string;
  branch: string;
  region: string;
}): AgentDetails {
  return {
    userName: agent.userName,
    employeeNumber: agent.employeeNumber,
    branch: agent.branch,
    region: agent.region,
    commisionNo: agent.employeeNumber,
  };
}
