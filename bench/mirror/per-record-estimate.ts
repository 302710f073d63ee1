/** What the account holds that a per-record read of every organization card depends on. */
export interface AccountShape {
  students: number;
  /** (student, organization) pairs where the student is activated: each has a card (getOrgStudent). */
  activatedPairs: number;
  /** Pairs where the student has signed in: their card also lists applications (and documents, in the old card). */
  signedInPairs: number;
}

export interface PerRecordEstimate {
  /** Calls each operation needs, once over the whole account. */
  byOperation: Record<string, number>;
  calls: number;
  /** The operation with the most calls: at `perMinute` each, it decides the time. */
  slowest: string;
  minutes: number;
}

/**
 * Computed, not run: reading every card one record at a time. Per student getStudent; per activated pair
 * getOrgStudent; per signed-in pair listStudentApplications, plus listStudentCertificates and listStudentReports
 * for the old 4-call card. Each operation has its own window (spec §8), so they go side by side at
 * `perMinute` each and the busiest one decides how long it takes.
 */
export function perRecordEstimate(
  shape: AccountShape,
  options: { perMinute: number; card: 'current' | 'old' },
): PerRecordEstimate {
  if (!(options.perMinute > 0)) throw new RangeError('perMinute must be above 0');
  const byOperation: Record<string, number> = {
    getStudent: shape.students,
    getOrgStudent: shape.activatedPairs,
    listStudentApplications: shape.signedInPairs,
    ...(options.card === 'old'
      ? { listStudentCertificates: shape.signedInPairs, listStudentReports: shape.signedInPairs }
      : {}),
  };
  const [slowest, most] = Object.entries(byOperation).reduce((a, b) => (b[1] > a[1] ? b : a));
  return {
    byOperation,
    calls: Object.values(byOperation).reduce((s, n) => s + n, 0),
    slowest,
    minutes: most / options.perMinute,
  };
}
