'use server';
import 'server-only';
import { z } from 'zod';
import { signInLinkBodySchema } from '@/lib/partner-api/student-rules/request-rules';
import { partnerAction } from '@/server/action-runner/partner-action';
import { generateSignInLink } from '@/server/sign-in-links/queries';

const studentRoles = ['admin', 'support', 'coordinator'] as const;

const generateInput = signInLinkBodySchema.extend({
  organization: z.string().min(1, { error: 'Choose an organization.' }),
});

/**
 * A single-use sign-in link (spec §4.4). The link goes back to the browser that asked for it and nowhere
 * else: the audit log records who generated one, for whom and for which organization, never the url. A
 * coordinator gets links for their schools' students only (another school's student: 404, as an unknown one).
 */
export async function generateSignInLinkAction(input: unknown) {
  return partnerAction(
    {
      roles: studentRoles,
      schema: generateInput,
      students: ({ studentId }) => studentId,
      run: ({ organization, studentId, redirect }) =>
        generateSignInLink(organization, { studentId, ...(redirect ? { redirect } : {}) }),
      audit: (link) => ({
        action: 'sign-in-link.generate',
        targetType: 'student',
        targetId: link.studentId,
        summary: `Generated a sign-in link to ${link.organization} for student ${link.studentId}`,
        requestId: link.requestId,
        details: { organization: link.organization },
      }),
    },
    input,
  );
}
