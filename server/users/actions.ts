'use server';
import 'server-only';
import { revalidatePath } from 'next/cache';
import { ActionRefusal } from '@/server/action-runner/action-refusal';
import { consoleAction } from '@/server/action-runner/console-action';
import type { ActionResult } from '@/server/auth/action-result';
import { roleLabels } from '@/server/auth/roles';
import { EmailTakenError, getUserAdmin, type ManagedUser } from '@/server/auth/user-admin';
import { checkCoordinatorSchools } from './known-schools';
import { changeRoleSchema, newUserSchema, setDisabledSchema, setSchoolsSchema } from '@/server/auth/user-schemas';

const admins = ['admin'] as const;
const notYourself = (what: 'change the role of' | 'disable') =>
  new ActionRefusal(`You cannot ${what} your own account.`, 409, {
    say: { key: what === 'disable' ? 'users.notYourselfDisable' : 'users.notYourselfRole' },
  });

/** The user an action names, or the refusal that they no longer exist. */
async function existingUser(userId: string): Promise<ManagedUser> {
  const user = await (await getUserAdmin()).find(userId);
  if (!user) throw new ActionRefusal('That user no longer exists.', 404, { say: { key: 'users.gone' } });
  return user;
}

export async function createUserAction(input: unknown): Promise<ActionResult<ManagedUser>> {
  return consoleAction(
    {
      roles: admins,
      schema: newUserSchema,
      run: async ({ confirmUnknownSchools, ...input }, _user, audit) => {
        const fields =
          input.role === 'coordinator'
            ? { ...input, schools: await checkCoordinatorSchools(input.schools ?? [], confirmUnknownSchools === true) }
            : input;
        let created: ManagedUser;
        try {
          created = await (await getUserAdmin()).create(fields);
        } catch (error) {
          if (error instanceof EmailTakenError)
            throw new ActionRefusal(error.message, 409, {
              fieldErrors: { email: [error.message] },
              say: { key: 'users.emailTaken', values: { email: fields.email } },
            });
          throw error;
        }
        audit({
          action: 'user.create',
          targetType: 'user',
          targetId: created.id,
          summary: `Created ${roleLabels[fields.role].toLowerCase()} ${created.email}`,
          details: {
            email: created.email,
            name: created.name,
            role: created.role,
            schools: created.schools,
            ...(confirmUnknownSchools ? { unknownSchoolsConfirmed: true } : {}),
          },
        });
        revalidatePath('/users');
        return created;
      },
    },
    input,
  );
}

export async function changeUserRoleAction(input: unknown): Promise<ActionResult<ManagedUser>> {
  return consoleAction(
    {
      roles: admins,
      schema: changeRoleSchema,
      run: async ({ userId, role }, user, audit) => {
        if (userId === user.id) throw notYourself('change the role of');
        const before = await existingUser(userId);
        await (await getUserAdmin()).setRole(before.id, role);
        audit({
          action: 'user.role',
          targetType: 'user',
          targetId: before.id,
          summary: `Changed the role of ${before.email} from ${before.role} to ${role}`,
          details: { from: before.role, to: role },
        });
        revalidatePath('/users');
        return { ...before, role };
      },
    },
    input,
  );
}

export async function setUserSchoolsAction(input: unknown): Promise<ActionResult<ManagedUser>> {
  return consoleAction(
    {
      roles: admins,
      schema: setSchoolsSchema,
      run: async ({ userId, schools: asked, confirmUnknownSchools }, _user, audit) => {
        const before = await existingUser(userId);
        const schools = await checkCoordinatorSchools(asked, confirmUnknownSchools === true);
        await (await getUserAdmin()).setSchools(before.id, schools);
        audit({
          action: 'user.schools',
          targetType: 'user',
          targetId: before.id,
          summary: `Set the schools of ${before.email} (${schools.length})`,
          details: {
            from: before.schools,
            to: schools,
            ...(confirmUnknownSchools ? { unknownSchoolsConfirmed: true } : {}),
          },
        });
        revalidatePath('/users');
        return { ...before, schools };
      },
    },
    input,
  );
}

/** Disabling signs the user out everywhere at once. */
export async function setUserDisabledAction(input: unknown): Promise<ActionResult<ManagedUser>> {
  return consoleAction(
    {
      roles: admins,
      schema: setDisabledSchema,
      run: async ({ userId, disabled }, user, audit) => {
        if (userId === user.id) throw notYourself('disable');
        const before = await existingUser(userId);
        await (await getUserAdmin()).setDisabled(before.id, disabled);
        audit({
          action: disabled ? 'user.disable' : 'user.enable',
          targetType: 'user',
          targetId: before.id,
          summary: `${disabled ? 'Disabled' : 'Enabled'} ${before.email}${disabled ? ' and ended their sessions' : ''}`,
        });
        revalidatePath('/users');
        return { ...before, disabled };
      },
    },
    input,
  );
}
