/**
 * An e-mail address in bold and the punctuation right after it (« marc@example.ch. »), one piece no
 * line break splits: the note may still wrap a long address anywhere (its overflow-wrap), never
 * between the address and its stop (invitation.css).
 */
export function AddressThen({ email, then }: { email: string | undefined; then: string }) {
  return (
    <span className="address-then">
      <strong>{email}</strong>
      {then}
    </span>
  );
}
