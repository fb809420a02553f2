/** A French list: "a, b et c" (or "a, b ni c"). */
export function frenchList(items: readonly string[], conjunction = 'et'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
