/** Node id of the game being launched, from the launch store's `vendor:node` key. */
export function launchingNode(pending: string | null): string | null {
  const node = pending?.split(':')[1];
  return node ? node : null;
}
