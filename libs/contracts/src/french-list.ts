/**
 * A French list: « a, b et c », or with another conjunction (« a, b ou c », « a, b ni c »): no comma
 * before the last item, unlike English. Used wherever a sentence names several things: the chef's
 * recipes and answers, the week's groceries (« pour lundi, mercredi et samedi »).
 */
export function frenchList(items: readonly string[], conjunction = 'et'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
