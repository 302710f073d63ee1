'use server';
import 'server-only';
import { revalidatePath } from 'next/cache';
import { writeAudit } from '@/server/audit/write-audit';
import { invalidInput, type ActionResult } from '@/server/auth/action-result';
import { requireActionUser } from '@/server/auth/guards';
import { roleLabels } from '@/server/auth/roles';
import { EmailTakenError, getUserAdmin, type ManagedUser } from '@/server/auth/user-admin';
import { changeRoleSchema, newUserSchema, setDisabledSchema, setSchoolsSchema } from '@/server/auth/user-schemas';

const notFound = { ok: false, error: { message: 'That user no longer exists.', status: 404 } } as const;
const notYourself = (what: string) => ({ ok: false, error: { message: `You cannot ${what} your own account.`, status: 409 } }) as const;

export async function createUserAction(input: unknown): Promise<ActionResult<ManagedUser>> {
  const auth = await requireActionUser(['admin']);
  if (!auth.ok) return auth;
  const parsed = newUserSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const admin = await getUserAdmin();
  try {
    const created = await admin.create(parsed.data);
    await writeAudit({
      user: auth.user, action: 'user.create', targetType: 'user', targetId: created.id,
      summary: `Created ${roleLabels[parsed.data.role].toLowerCase()} ${created.email}`,
      details: { email: created.email, name: created.name, role: created.role, schools: created.schools },
    });
    revalidatePath('/users');
    return { ok: true, data: created };
  } catch (error) {
    if (error instanceof EmailTakenError) return { ok: false, error: { message: error.message, status: 409 }, fieldErrors: { email: [error.message] } };
    throw error;
  }
}

export async function changeUserRoleAction(input: unknown): Promise<ActionResult<ManagedUser>> {
  const auth = await requireActionUser(['admin']);
  if (!auth.ok) return auth;
  const parsed = changeRoleSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  if (parsed.data.userId === auth.user.id) return notYourself('change the role of');
  const admin = await getUserAdmin();
  const before = await admin.find(parsed.data.userId);
  if (!before) return notFound;
  await admin.setRole(before.id, parsed.data.role);
  await writeAudit({
    user: auth.user, action: 'user.role', targetType: 'user', targetId: before.id,
    summary: `Changed the role of ${before.email} from ${before.role} to ${parsed.data.role}`,
    details: { from: before.role, to: parsed.data.role },
  });
  revalidatePath('/users');
  return { ok: true, data: { ...before, role: parsed.data.role } };
}

export async function setUserSchoolsAction(input: unknown): Promise<ActionResult<ManagedUser>> {
  const auth = await requireActionUser(['admin']);
  if (!auth.ok) return auth;
  const parsed = setSchoolsSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const admin = await getUserAdmin();
  const before = await admin.find(parsed.data.userId);
  if (!before) return notFound;
  await admin.setSchools(before.id, parsed.data.schools);
  await writeAudit({
    user: auth.user, action: 'user.schools', targetType: 'user', targetId: before.id,
    summary: `Set the schools of ${before.email} (${parsed.data.schools.length})`,
    details: { from: before.schools, to: parsed.data.schools },
  });
  revalidatePath('/users');
  return { ok: true, data: { ...before, schools: parsed.data.schools } };
}

/** Disabling signs the user out everywhere at once. */
export async function setUserDisabledAction(input: unknown): Promise<ActionResult<ManagedUser>> {
  const auth = await requireActionUser(['admin']);
  if (!auth.ok) return auth;
  const parsed = setDisabledSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  if (parsed.data.userId === auth.user.id) return notYourself('disable');
  const admin = await getUserAdmin();
  const before = await admin.find(parsed.data.userId);
  if (!before) return notFound;
  await admin.setDisabled(before.id, parsed.data.disabled);
  await writeAudit({
    user: auth.user, action: parsed.data.disabled ? 'user.disable' : 'user.enable', targetType: 'user', targetId: before.id,
    summary: `${parsed.data.disabled ? 'Disabled' : 'Enabled'} ${before.email}${parsed.data.disabled ? ' and ended their sessions' : ''}`,
  });
  revalidatePath('/users');
  return { ok: true, data: { ...before, disabled: parsed.data.disabled } };
}
