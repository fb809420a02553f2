/**
 * The form's error box. The live region stays in the page even when empty: screen readers announce
 * text added to an existing alert more reliably than a freshly inserted one.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" className={message ? 'alert alert-error' : undefined}>
      {message}
    </div>
  );
}
