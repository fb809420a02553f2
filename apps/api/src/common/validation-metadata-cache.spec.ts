import 'reflect-metadata';
import { IsInt, IsString, MaxLength, getMetadataStorage, validate } from 'class-validator';
import { cacheValidationMetadata } from './validation-metadata-cache';

class Base {
  @IsString({ message: 'nom' })
  name!: unknown;
}

class Line extends Base {
  @IsInt({ message: 'quantité' })
  quantity!: unknown;

  @MaxLength(3, { groups: ['court'], message: 'trop long' })
  unit!: unknown;
}

describe('cacheValidationMetadata', () => {
  const storage = getMetadataStorage();
  const rulesOf = (groups?: string[]) => storage.getTargetValidationMetadatas(Line, '', false, false, groups).map((m) => `${m.propertyName}:${m.type}:${m.name ?? ''}`);
  const before = { plain: rulesOf(), grouped: rulesOf(['court']) };

  it('finds the same rules, own and inherited, once per class and options', () => {
    cacheValidationMetadata();
    expect(rulesOf()).toEqual(before.plain);
    expect(rulesOf(['court'])).toEqual(before.grouped);
    expect(before.grouped).not.toEqual(before.plain);
    // Kept: the second look-up is the very same answer, not a new scan.
    const lookup = () => storage.getTargetValidationMetadatas(Line, '', false, false, undefined);
    expect(lookup()).toBe(lookup());
  });

  it('still validates: the inherited rule and the own one', async () => {
    cacheValidationMetadata();
    cacheValidationMetadata(); // twice at start (two apps in one test process): wrapped once
    const line = Object.assign(new Line(), { name: 3, quantity: 'deux', unit: 'boîte' });
    const errors = await validate(line);
    expect(errors.map((e) => [e.property, Object.values(e.constraints ?? {})])).toEqual([
      ['quantity', ['quantité']],
      ['unit', ['trop long']],
      ['name', ['nom']],
    ]);
    expect((await validate(line, { groups: ['court'] })).map((e) => e.property)).toEqual(['unit']);
  });
});
