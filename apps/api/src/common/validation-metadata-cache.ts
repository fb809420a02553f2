import { getMetadataStorage } from 'class-validator';

type Lookup = ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas'];

/**
 * class-validator finds a DTO's rules anew at every validation: it tests every decorated class of
 * the app (`instanceof`, some 140 of them) for an ancestor, so a PATCH of `{ checked }` paid for the
 * whole catalogue (bench:api, PATCH at 10 connections: 0.64 → 0.66 of bare with the ETag change;
 * upstream, typestack/class-validator#2686, open). A class's rules are all registered when it is defined,
 * before anything can validate it, and a class defined later never adds rules to an earlier one:
 * the answer for one class and one set of options never changes, so it is kept.
 */
export function cacheValidationMetadata(): void {
  const storage = getMetadataStorage();
  const lookup: Lookup & { cached?: true } = storage.getTargetValidationMetadatas;
  if (lookup.cached) return;
  const byTarget = new WeakMap<object, Map<string, ReturnType<Lookup>>>();
  const cached: Lookup & { cached?: true } = function (this: typeof storage, target, schema, always, strictGroups, groups) {
    // A schema's name is a string, not a class: nothing to keep it by (we validate classes only).
    if (typeof target !== 'function') return lookup.call(this, target, schema, always, strictGroups, groups);
    let forTarget = byTarget.get(target);
    if (!forTarget) byTarget.set(target, (forTarget = new Map()));
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}`;
    let rules = forTarget.get(key);
    if (!rules) forTarget.set(key, (rules = lookup.call(this, target, schema, always, strictGroups, groups)));
    return rules;
  };
  cached.cached = true;
  storage.getTargetValidationMetadatas = cached;
}
