import { plainToInstance } from 'class-transformer';
import { IsNotEmpty, validate } from 'class-validator';
import { IsCalendarDay, Trim } from '.';

class Sample {
  @Trim()
  @IsNotEmpty({ message: 'Le nom est requis' })
  name: unknown;

  @IsCalendarDay({ message: 'Date invalide' })
  day: unknown;
}

async function check(plain: object) {
  const sample = plainToInstance(Sample, plain);
  const errors = await validate(sample);
  return { sample, messages: errors.flatMap((e) => Object.values(e.constraints ?? {})) };
}

describe('shared DTO validation', () => {
  it('Trim removes the spaces around text before it is checked, and leaves other values alone', async () => {
    expect((await check({ name: '  Claire ', day: '2026-11-28' })).sample.name).toBe('Claire');
    expect((await check({ name: ' \t ', day: '2026-11-28' })).messages).toEqual(['Le nom est requis']);
    expect((await check({ name: 42, day: '2026-11-28' })).sample.name).toBe(42);
  });

  it('IsCalendarDay takes the days the calendar has, and nothing else', async () => {
    for (const day of ['2026-02-28', '2028-02-29', '2026-12-31']) expect((await check({ name: 'x', day })).messages).toEqual([]);
    for (const day of ['2026-02-30', '2027-02-29', '2026-04-31', '2026-13-01', '26-11-28', '2026-11-28T00:00', 20261128, null]) {
      expect((await check({ name: 'x', day })).messages).toEqual(['Date invalide']);
    }
  });
});
