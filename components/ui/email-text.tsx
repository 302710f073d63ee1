/**
 * An e-mail address that may wrap only before its `@` (and after dots of the domain), never mid-word, so a
 * narrow column shows `student.name` / `@school.ge` rather than `student.na` / `me@school.ge`. A part longer
 * than the column still breaks (break-words) rather than widening the page.
 */
export function EmailText({ email, className = 'break-words' }: { email: string; className?: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <span className={className}>{email}</span>;
  const domain = email.slice(at + 1).split('.');
  return (
    <span className={className}>
      {email.slice(0, at)}
      <wbr />
      {'@'}
      {domain.map((part, i) => (
        <span key={i}>
          {i > 0 ? (
            <>
              <wbr />
              {'.'}
            </>
          ) : null}
          {part}
        </span>
      ))}
    </span>
  );
}
