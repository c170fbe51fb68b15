/** The search string with query parameter `name` set to `value`, or without it (null): '' or '?…'. */
export function withSearchParam(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value) params.set(name, value);
  else params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}
