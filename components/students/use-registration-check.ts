'use client';
import { useEffect, useState } from 'react';
import type { CheckRegistrationResult } from '@/lib/partner-api/schemas/check-registration';
import { studentCheckSchema } from '@/lib/partner-api/student-rules/body-schemas';
import type { ActionFailure } from '@/lib/query/action-query';
import { formToRegistrationBody, hasRequiredFields, type StudentFormValues } from '@/lib/students/student-form';
import { checkStudentRegistrationAction } from '@/server/students/actions';

export type RegistrationCheck =
  | { state: 'idle' }
  | { state: 'checking'; key: string }
  | { state: 'done'; key: string; result: CheckRegistrationResult }
  | {
      state: 'failed';
      key: string;
      error: ActionFailure;
      fieldErrors?: Record<string, string[] | undefined> | undefined;
    };

/**
 * Asks checkStudentRegistration (nothing is created) ~600 ms after typing stops, once every required field
 * is filled and passes the field rules, so that an unknown school or a duplicate shows before registering.
 */
export function useRegistrationCheck(values: StudentFormValues, delayMs = 600): RegistrationCheck {
  const [check, setCheck] = useState<RegistrationCheck>({ state: 'idle' });
  const body = formToRegistrationBody(values);
  const ready = hasRequiredFields(values) && studentCheckSchema.safeParse(body).success;
  const key = ready ? JSON.stringify(body) : '';
  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      setCheck({ state: 'checking', key });
      const result = await checkStudentRegistrationAction(JSON.parse(key));
      if (cancelled) return;
      setCheck(
        result.ok
          ? { state: 'done', key, result: result.data }
          : { state: 'failed', key, error: result.error, fieldErrors: result.fieldErrors },
      );
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, delayMs]);
  // A check of other values than the current ones says nothing about them.
  return check.state !== 'idle' && check.key === key ? check : { state: 'idle' };
}
