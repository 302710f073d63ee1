/** The key of a student's card of one organization; it holds whether the student is activated there. */
export const organizationCardKey = (studentId: string, organizationId: string, activated: boolean) =>
  `${studentId}:${organizationId}:${activated ? 'activated' : 'not-activated'}`;
