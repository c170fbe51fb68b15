/** Tiny DOM helpers for the shell and the games (no framework). */
type Attrs = Record<string, string | number | boolean | undefined | null>;
type Child = Node | string | null | undefined | false;

/** `el('button', { class: 'vx-btn', type: 'button' }, 'Spin')`: attributes, then children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child);
  }
  return node;
}

/** Opens the page's modal dialog with a title, a body and a close button (Esc closes it too). */
export function openDialog(dialog: HTMLDialogElement, title: string, body: HTMLElement, closeLabel: string): void {
  const close = el('button', { type: 'button', class: 'vx-icon-btn vx-dialog-close', 'aria-label': closeLabel }, '×');
  close.addEventListener('click', () => dialog.close());
  dialog.replaceChildren(
    el('div', { class: 'vx-dialog-head' }, el('h2', { id: 'vx-dialog-title' }, title), close),
    el('div', { class: 'vx-dialog-body' }, body),
  );
  if (!dialog.open) dialog.showModal();
  close.focus();
}
