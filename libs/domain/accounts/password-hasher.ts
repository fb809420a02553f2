import { hash, verify, Algorithm } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes).
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

// Checked when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('mijote-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
