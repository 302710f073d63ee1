import { withoutFinalStop } from '@/lib/text/final-stop';
import { recognizeApiMessage, sentenceFor, type WordingTranslator } from './api-wording';
import type en from './messages/en.json';

/**
 * What the server has to tell a person, as a `serverSays` message and its values, so each reader's browser
 * says it in their language (stored copies are shared by readers of different languages). The failure
 * keeps an English `message` beside it, for logs and for anything that does not know the key.
 */
export interface ServerSay {
  key: ServerSayKey;
  values?: Record<string, string | number>;
}

/** A failure as a person reads it: the English `message`, and its catalog key when the server gave one. */
export interface SaidFailure {
  message: string;
  say?: ServerSay | undefined;
}

/** Every message of the `serverSays` catalog namespace, by its dotted path (`guard.notAllowed`). */
export type ServerSayKey = MessagePaths<(typeof en)['serverSays']>;

type MessagePaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessagePaths<T[K]>}`;
}[keyof T & string];

type PartnerSayKey = keyof (typeof en)['serverSays']['partner'];

/** The facts of a Partner API error the words need (server/partner's PartnerApiError has them all). */
export interface PartnerErrorFacts {
  status: number;
  code: string;
  message: string;
  retryAfter?: number | undefined;
  operationId?: string | undefined;
  details?: Record<string, unknown> | undefined;
}

/**
 * The causes of a 409 `conflict` (spec §7: "email already registered; student never signed in to the
 * organization; confirmed-email password attempt; unfinished import exists; paid application deletion;
 * group-challenge state conflicts"), told apart by the operation that was refused and `details`, never by
 * the message. Each has its own advice; "reload the page" fits none of them.
 */
const conflictByOperation: Partial<Record<string, PartnerSayKey>> = {
  registerStudent: 'emailTaken',
  updateStudent: 'emailTaken',
  updateOrgStudent: 'emailTaken',
  setStudentPassword: 'emailConfirmed',
  createStudentImport: 'importUnfinished',
  deleteApplication: 'paidNoDelete',
  moveApplication: 'moveRefused',
};

/** Operations on a student's copy in an organization, which answer 409 for a student who never signed in there. */
const needsSignIn = new Set([
  'createApplication',
  'listStudentApplications',
  'listStudentCertificates',
  'listStudentReports',
  'linkStudentSupervisor',
  'getGroupChallengeStudent',
  'submitGroupChallengeStep',
  'finalSubmitGroupChallenge',
]);

function conflictKey(error: PartnerErrorFacts): PartnerSayKey {
  const reason = error.details?.reason;
  if (reason === 'not_signed_in') return 'notSignedIn';
  if (typeof reason === 'string') return 'groupState';
  if (error.details?.rule === 'sitting') return 'alreadyOnSitting';
  const byOperation = error.operationId ? conflictByOperation[error.operationId] : undefined;
  if (byOperation) return byOperation;
  if (error.operationId && needsSignIn.has(error.operationId)) return 'notSignedIn';
  return 'conflict';
}

/** Words the reader's page gives a failure that the server cannot (the organization's name, as the page shows it). */
export interface SayContext {
  organization?: string | undefined;
}

/** Decides on status and code only (spec §7); the API's own message is kept because it names the field and rule. */
export function partnerErrorSay(error: PartnerErrorFacts): ServerSay {
  // The API's messages end with a full stop of their own ("Internal server error.").
  const said = withoutFinalStop(error.message);
  const seconds = error.retryAfter;
  const say = (key: PartnerSayKey, values?: ServerSay['values']): ServerSay => ({
    key: `partner.${key}`,
    ...(values ? { values } : {}),
  });
  switch (error.code) {
    case 'bad_request':
    case 'invalid_email':
      return say('badRequest', { said });
    case 'unauthorized':
      return say('unauthorized');
    case 'forbidden':
      // Spec §4.4 rule 3: a sign-in link for an organization the student is not activated for.
      return error.operationId === 'createSignInLink' ? say('notActivated') : say('forbidden', { said });
    case 'not_found':
      return say('notFound', { said });
    case 'conflict': {
      const key = conflictKey(error);
      return key === 'conflict' || key === 'groupState' ? say(key, { said }) : say(key);
    }
    case 'payload_too_large':
      return say('tooLarge');
    case 'too_many_requests':
    case 'network_rate_limited':
      return seconds ? say('rateLimitedIn', { seconds }) : say('rateLimited');
    case 'budget_busy':
      return say('budgetBusy', { operation: error.operationId ?? '', seconds: seconds ?? 1 });
    case 'service_unavailable':
      return seconds ? say('unavailableIn', { seconds }) : say('unavailable');
    case 'network_error':
    case 'timeout':
    case 'bad_gateway':
    case 'gateway_timeout':
      return say('unreachable', { said });
    default:
      return say('other', { status: error.status, code: error.code, said });
  }
}

/**
 * A say in words, with a translator at the catalogs' root and what the page knows (`context`). A refused request whose API message is a field
 * rule we know is said as the form says that rule ("Date of birth must be a real date, written DD/MM/YYYY.").
 */
export function sayText(say: ServerSay, t: WordingTranslator, context: SayContext = {}): string {
  if (say.key === 'partner.badRequest') {
    const said = String(say.values?.said ?? '');
    const known = recognizeApiMessage(said) ?? recognizeApiMessage(`${said}.`);
    if (known) return sentenceFor(known, t);
  }
  // A message that names the organization names it as the page does, else "this organization".
  const organization = context.organization ?? t('serverSays.partner.thisOrganization');
  return t(`serverSays.${say.key}`, { organization, ...say.values });
}
