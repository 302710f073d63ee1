/**
 * A grade group's name as the API gives it ("Grades 7-9"), kept on one line: a narrow screen must not break it after
 * the dash.
 */
export function GradeGroupLabel({ label }: { label: string }) {
  return <span className="whitespace-nowrap">{label}</span>;
}

/** A challenge's grade groups, comma-separated, each kept on one line; a dash when there are none. */
export function GradeGroupList({ groups }: { groups: readonly { label: string }[] }) {
  if (groups.length === 0) return <>—</>;
  return (
    <>
      {groups.map((g, i) => (
        <span key={`${i}-${g.label}`}>
          {i > 0 ? ', ' : null}
          <GradeGroupLabel label={g.label} />
        </span>
      ))}
    </>
  );
}
