/** A reference as the students pages show it: a resolved record's name, or a dash when absent or unresolved. */
export function refName(value: unknown): string {
  if (value && typeof value === 'object') {
    const record = value as { name?: unknown; fullName?: unknown; username?: unknown };
    for (const candidate of [record.name, record.fullName, record.username])
      if (typeof candidate === 'string' && candidate !== '') return candidate;
  }
  return '—';
}

/** The registered id of a student in any list: an organization's copy carries it in `mainId`. */
export function registeredId(student: { _id: string; mainId?: string | undefined }): string {
  return student.mainId ?? student._id;
}
