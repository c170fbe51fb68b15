/** Customer types with a team below them: agents (1), sub-agents (2). */
export const isAgentType = (customerType: number) => customerType === 1 || customerType === 2;

/** The breadcrumb's steps: the agent itself ("my team"), then each username drilled into. */
export function breadcrumbSteps(path: readonly string[]): { label: string | null; path: string[] }[] {
  return [{ label: null, path: [] }, ...path.map((name, i) => ({ label: name, path: path.slice(0, i + 1) }))];
}
