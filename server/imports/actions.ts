'use server';
import 'server-only';
import { z } from 'zod';
import { appendJobRows } from '@/server/imports/job-rows';
import { checkCombos, findRegisteredEmails } from '@/server/imports/api-check';
import {
  addRowsInput,
  checkCombosInput,
  createJobInput,
  findEmailsInput,
  jobIdInput,
  saveMappingInput,
} from '@/server/imports/action-schemas';
import { ActionRefusal } from '@/server/action-runner/action-refusal';
import { partnerAction } from '@/server/action-runner/partner-action';
import { cancelJob, createJob, loadImportSetup, saveMapping, startJob } from '@/server/imports/service';
import { getDb } from '@/server/db/client';
import { activationOptionsRead, importJobRead, importJobsRead } from '@/server/imports/reads';
import { activationInput, createActivationJob, previewActivation } from '@/server/imports/activation-job';
import { wakeImportRunner } from '@/server/imports/start';

/**
 * Every dashboard role imports students. A coordinator's rows must all name one of their schools
 * (server/imports/job-rows.ts), and a coordinator sees only the jobs they created (server/imports/job-access.ts).
 */
const importRoles = ['admin', 'support', 'coordinator'] as const;
const none = z.strictObject({}).optional();

export async function getImportSetupAction(input?: unknown) {
  return partnerAction({ roles: importRoles, schema: none, run: (_i, user) => loadImportSetup(user) }, input);
}

export async function saveImportMappingAction(input: unknown) {
  return partnerAction(
    {
      roles: importRoles,
      schema: saveMappingInput,
      run: ({ headers, mapping }, user) => saveMapping(user, headers, mapping),
    },
    input,
  );
}

export async function checkImportCombosAction(input: unknown) {
  return partnerAction(
    { roles: importRoles, schema: checkCombosInput, run: ({ samples }, user) => checkCombos(user, samples) },
    input,
  );
}

export async function findRegisteredEmailsAction(input: unknown) {
  return partnerAction(
    { roles: importRoles, schema: findEmailsInput, run: ({ emails }, user) => findRegisteredEmails(user, emails) },
    input,
  );
}

export async function createImportJobAction(input: unknown) {
  return partnerAction({ roles: importRoles, schema: createJobInput, run: (job, user) => createJob(user, job) }, input);
}

export async function addImportRowsAction(input: unknown) {
  return partnerAction(
    {
      roles: importRoles,
      schema: addRowsInput,
      run: async (part, user) => {
        const outcome = await appendJobRows(await getDb(), user, part);
        if (!outcome.ok)
          throw new ActionRefusal(outcome.message, outcome.status, {
            say: outcome.say,
            ...(outcome.rows ? { details: { rows: outcome.rows } } : {}),
          });
        return { chunkSize: outcome.chunkSize };
      },
    },
    input,
  );
}

export async function startImportJobAction(input: unknown) {
  return partnerAction(
    {
      roles: importRoles,
      schema: jobIdInput,
      run: ({ jobId }, user) => startJob(user, jobId),
      audit: (job) => ({
        action: 'import.start',
        targetType: 'import',
        targetId: job.id,
        summary: `Started the import of ${job.totalRows === 1 ? '1 student' : `${job.totalRows} students`} from ${job.fileName}`,
        details: { fileName: job.fileName, totalRows: job.totalRows, chunkCount: job.chunkCount },
      }),
    },
    input,
  );
}

export async function cancelImportJobAction(input: unknown) {
  return partnerAction(
    {
      roles: importRoles,
      schema: jobIdInput,
      run: ({ jobId }, user) => cancelJob(user, jobId),
      audit: (job) => ({
        action: 'import.cancel',
        targetType: 'import',
        targetId: job.id,
        summary: `Cancelled the import of ${job.fileName} (${job.registered} of ${job.totalRows} registered so far)`,
        details: { fileName: job.fileName, registered: job.registered },
      }),
    },
    input,
  );
}

export async function getImportJobAction(input: unknown) {
  return importJobRead.action(input);
}

export async function listImportJobsAction(input: unknown) {
  return importJobsRead.action(input);
}

/**
 * Activating many students for one organization (kind `activation`, server/imports/activation-job.ts): what the
 * confirmation says first (how many, how many already activated), then the job, run by the import runner. A
 * coordinator's students must all be of their schools (server/access); otherwise nothing is queued.
 */
export async function getActivationOptionsAction(input?: unknown) {
  return activationOptionsRead.action(input ?? {});
}

export async function previewActivationAction(input: unknown) {
  return partnerAction(
    {
      roles: importRoles,
      schema: activationInput,
      run: async (body, user) => previewActivation(await getDb(), user, body),
    },
    input,
  );
}

export async function startActivationAction(input: unknown) {
  return partnerAction(
    {
      roles: importRoles,
      schema: activationInput,
      run: async (body, user) => {
        const job = await createActivationJob(await getDb(), user, body);
        wakeImportRunner();
        return { ...job, organization: body.organization, by: body.source.by };
      },
      audit: (job) => ({
        action: 'activation.start',
        targetType: 'import',
        targetId: job.jobId,
        summary: `Started activating ${job.totalRows === 1 ? '1 student' : `${job.totalRows} students`} for ${job.organization}`,
        details: { organization: job.organization, totalRows: job.totalRows, by: job.by },
      }),
    },
    input,
  );
}
