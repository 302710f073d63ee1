import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only before its `@` (and after dots of the domain), never mid-word, so a
 * narrow column shows `student.name` / `@school.ge` rather than `student.na` / `me@school.ge`. A part longer
 * than the column still breaks (break-words) rather than widening the page. `className={null}`: a table that
 * styles its cells itself (`.directory-table`) gives the span no class.
 */
export function EmailText({ email, className = 'break-words' }: { email: string; className?: string | null }) {
  const at = email.indexOf('@');
  if (at < 0) return <span className={className ?? undefined}>{email}</span>;
  // One text a part, break opportunities (<wbr>) between: no wrapper per part, no separator comments (a list of
  // rows shows an address each).
  const [host = '', ...rest] = email.slice(at + 1).split('.');
  return (
    <span className={className ?? undefined}>
      {email.slice(0, at)}
      <wbr />
      {`@${host}`}
      {rest.map((part, i) => (
        <Fragment key={i}>
          <wbr />
          {`.${part}`}
        </Fragment>
      ))}
    </span>
  );
}
