import { existsSync, readFileSync } from 'node:fs';
import { routes, type RouteDef } from '@portal/contract';

type Call = (def: RouteDef, body?: unknown, params?: Record<string, string>) => Promise<unknown>;

export const agentUsage = `  agent line NAME TERMS               grant a top agent its platform line (a new version in force at once);
                                      TERMS is JSON or a JSON file, e.g. '{"kind":"daily","category":"CONS",
                                      "tiers":[{"minValidBet":"1000000","minActive":0,"rate":10000}]}'
                                      (rates in parts per million: 10000 = 1 %; amounts in minor units)`;

/** `agent line NAME TERMS`: the operator's platform line for a top agent (docs/agents.md "Contracts"). */
export function agentCommand(args: string[], call: Call): Promise<unknown> {
  const [action, username, terms] = args;
  if (action !== 'line' || !username || !terms) throw new Error(`usage:\n${agentUsage}`);
  const text = existsSync(terms) ? readFileSync(terms, 'utf8') : terms;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('TERMS is neither JSON nor a JSON file');
  }
  return call(routes.adminAgentLine, { terms: parsed }, { username });
}
